import type { Element, Root as HastRoot, RootContent } from 'hast';
import { PAGE_TOOL_NAMES, type PageToolName } from '../../docs/page/pageToolNames';

/** The element a `::demo{…}` slot becomes in the page's tree (never written to HTML). */
export const DEMO_SLOT_TAG = 'docs-demo';
/** The element a `::tool{…}` slot becomes in the page's tree (never written to HTML). */
export const TOOL_SLOT_TAG = 'docs-tool';

/** A page body: prose HTML between demo and tool slots. */
export type BodySlot =
  | { kind: 'html'; html: string }
  /** `ad`: false when the slot says `ad="off"` (no promotion beside it if it is the first demo). */
  | {
      kind: 'demo';
      file: string;
      cssFile: string | null;
      tailwindFile: string | null;
      ad: boolean;
    }
  | { kind: 'tool'; name: PageToolName };

function slotOf(node: RootContent): BodySlot | null {
  if (node.type !== 'element') {
    return null;
  }
  const { dataDemo, dataCss, dataTailwind, dataAd, dataTool } = (node as Element).properties;
  if (node.tagName === DEMO_SLOT_TAG && typeof dataDemo === 'string') {
    return {
      kind: 'demo',
      file: dataDemo,
      cssFile: typeof dataCss === 'string' ? dataCss : null,
      tailwindFile: typeof dataTailwind === 'string' ? dataTailwind : null,
      ad: dataAd !== 'off',
    };
  }
  if (
    node.tagName === TOOL_SLOT_TAG &&
    typeof dataTool === 'string' &&
    (PAGE_TOOL_NAMES as readonly string[]).includes(dataTool)
  ) {
    return { kind: 'tool', name: dataTool as PageToolName };
  }
  return null;
}

/**
 * Cuts a page's tree at its top-level demo and tool slots: each run of nodes between
 * them is serialized on its own by `toHtml`, and runs that are only whitespace are dropped.
 */
export function splitAtSlots(tree: HastRoot, toHtml: (piece: HastRoot) => string): BodySlot[] {
  const slots: BodySlot[] = [];
  let prose: RootContent[] = [];
  const flushProse = () => {
    const html = prose.length > 0 ? toHtml({ type: 'root', children: prose }) : '';
    if (html.trim() !== '') {
      slots.push({ kind: 'html', html });
    }
    prose = [];
  };
  for (const node of tree.children) {
    const slot = slotOf(node);
    if (slot) {
      flushProse();
      slots.push(slot);
    } else {
      prose.push(node);
    }
  }
  flushProse();
  return slots;
}
