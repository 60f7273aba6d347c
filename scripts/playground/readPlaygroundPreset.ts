import { parse } from '@babel/parser';
import type {
  PlaygroundOpener,
  PlaygroundSlot,
  PlaygroundWrapper,
} from '../../src/docs/api/playground/playgroundSpec';

/**
 * A preset file read as source (`content/api-playground/<product>/<slug>.tsx`): the text of
 * each of its props, of its wrapper and of what they use, so the playground's code shows
 * exactly what the preset runs. Nothing is evaluated here.
 */

export interface PresetImport {
  /** The statement as written. */
  text: string;
  source: string;
  /** `import type …`: printed in the TypeScript variant only. */
  typeOnly: boolean;
  /** The names it binds. */
  names: string[];
}

export interface PresetDeclaration {
  /** The statement as written (`const rows = […];`). */
  text: string;
  names: string[];
}

export interface PlaygroundPresetSource {
  imports: PresetImport[];
  declarations: PresetDeclaration[];
  /** Each prop of `props`, by name, with its value's source text. */
  props: Record<string, string>;
  /** The wrapper split at the component's slot, or null. */
  wrapper: PlaygroundWrapper | null;
  /** The parent whose slot the component renders in, or null (`PlaygroundPreset['slot']`). */
  slot: PlaygroundSlot | null;
  /** The button that opens the component, or null. */
  opener: PlaygroundOpener | null;
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** Removes the indentation the lines after the first share (a value written inside an object). */
export function dedentRest(text: string): string {
  const lines = text.split('\n');
  const rest = lines.slice(1).filter((line) => line.trim() !== '');
  const common = Math.min(...rest.map((line) => /^ */.exec(line)![0].length));
  if (rest.length === 0 || common === 0) {
    return text;
  }
  return [lines[0], ...lines.slice(1).map((line) => line.slice(common))].join('\n');
}

function fail(file: string, message: string): never {
  throw new Error(`${file}: ${message}`);
}

/** The object literal a preset exports (`export default { … } satisfies PlaygroundPreset<…>`). */
function exportedObject(statement: Node, file: string): Node {
  let value = statement.declaration as Node;
  while (
    value.type === 'TSSatisfiesExpression' ||
    value.type === 'TSAsExpression' ||
    value.type === 'ParenthesizedExpression'
  ) {
    value = value.expression as Node;
  }
  if (value.type !== 'ObjectExpression') {
    fail(file, 'the default export must be an object literal `{ props: { … } }`.');
  }
  return value;
}

function propertyName(property: Node, file: string): string {
  const key = property.key as Node & { name?: string; value?: string };
  if (property.type !== 'ObjectProperty' || property.computed) {
    fail(file, 'write every preset entry as `name: value` (no spread, method or computed key).');
  }
  return key.type === 'Identifier' ? key.name! : String(key.value);
}

/** Whether a JSX child is the slot: an empty expression, `{/* … *\/}`. */
function isSlot(child: Node): boolean {
  return (
    child.type === 'JSXExpressionContainer' &&
    (child.expression as Node).type === 'JSXEmptyExpression'
  );
}

/** The child indexes from the element to the slot, as React sees its children; or null. */
function slotPath(element: Node): number[] | null {
  const children = (element.children as Node[]).filter(
    (child) =>
      child.type !== 'JSXText' ||
      /\S/.test(child.value as string) ||
      !/\n/.test(child.value as string),
  );
  let index = 0;
  for (const child of children) {
    if (isSlot(child)) {
      return [index];
    }
    if (child.type === 'JSXElement') {
      const inner = slotPath(child);
      if (inner) {
        return [index, ...inner];
      }
    }
    index += 1;
  }
  return null;
}

/**
 * The wrapper's source split at the component's slot: a self-closing element wraps it as its
 * only child, any other holds one `{/* … *\/}` where it goes (playgroundPreset.ts).
 */
function splitWrapper(source: string, node: Node, file: string): PlaygroundWrapper {
  if (node.type !== 'JSXElement') {
    fail(
      file,
      '`wrapper` must be one element: `<Provider prop={value} />`, or parents with a slot.',
    );
  }
  const opening = node.openingElement as Node & { selfClosing: boolean; name: Node };
  const text = source.slice(node.start, node.end);
  if (opening.selfClosing) {
    const name = source.slice(opening.name.start, opening.name.end);
    return {
      // Written over several lines, its `>` stays on a line of its own, as Prettier puts it.
      open: dedentRest(text).replace(/ *\/>$/, '>'),
      close: `</${name}>`,
      indent: 1,
      slot: [0],
    };
  }
  const slot = slotPath(node);
  const slots = text.match(/\{\s*\/\*[^]*?\*\/\s*\}/g) ?? [];
  if (!slot || slots.length !== 1) {
    fail(
      file,
      '`wrapper` with children must hold exactly one `{/* … */}` where the component goes.',
    );
  }
  const marker = '\u0000';
  const lines = dedentRest(text.replace(slots[0]!, marker)).split('\n');
  const at = lines.findIndex((line) => line.includes(marker));
  const line = lines[at]!;
  const lead = /^ */.exec(line)![0];
  const [before, after] = line.split(marker) as [string, string];
  const open = [...lines.slice(0, at), ...(before.trim() ? [before.trimEnd()] : [])];
  const close = [...(after.trim() ? [`${lead}${after.trim()}`] : []), ...lines.slice(at + 1)];
  return {
    open: open.join('\n'),
    close: close.join('\n'),
    indent: lead.length / 2 + (before.trim() ? 1 : 0),
    slot,
  };
}

/** The opener: its trigger's name, attributes and children as written, its callbacks. */
function readOpener(source: string, node: Node, file: string): PlaygroundOpener {
  if (node.type !== 'ObjectExpression') {
    fail(
      file,
      "`opener` must be an object literal `{ trigger: <Button>…</Button>, close: 'onClose' }`.",
    );
  }
  const opener: PlaygroundOpener = {
    trigger: { name: '', attributes: [], children: null },
    close: null,
    opens: null,
    anchor: null,
  };
  for (const entry of node.properties as Node[]) {
    const name = propertyName(entry, file);
    const value = entry.value as Node & { value?: unknown };
    if (name === 'trigger' && value.type === 'JSXElement') {
      const opening = value.openingElement as Node & { name: Node; attributes: Node[] };
      const closing = value.closingElement as Node | null;
      const text = (item: Node) => dedentRest(source.slice(item.start, item.end));
      opener.trigger = {
        name: text(opening.name),
        attributes: opening.attributes.map(text),
        children: closing ? dedentRest(source.slice(opening.end, closing.start).trim()) : null,
      };
    } else if (
      (name === 'close' || name === 'opens' || name === 'anchor') &&
      value.type === 'StringLiteral'
    ) {
      opener[name] = value.value as string;
    } else {
      fail(
        file,
        `\`opener.${name}\` must be a trigger element, or a prop name for \`close\`, \`opens\` or \`anchor\`.`,
      );
    }
  }
  if (!opener.trigger.name) {
    fail(file, '`opener` needs a `trigger` element.');
  }
  return opener;
}

/** The `slot` entry: `{ parent: <Parent … />, name: 'slot' }`. */
function readSlot(source: string, node: Node, file: string): PlaygroundSlot {
  const entries = new Map(
    node.type === 'ObjectExpression'
      ? (node.properties as Node[]).map((entry) => [propertyName(entry, file), entry.value as Node])
      : [],
  );
  const parent = entries.get('parent');
  const name = entries.get('name');
  const opening = parent?.openingElement as
    (Node & { selfClosing: boolean; name: Node; attributes: Node[] }) | undefined;
  if (
    entries.size !== 2 ||
    parent?.type !== 'JSXElement' ||
    !opening!.selfClosing ||
    name?.type !== 'StringLiteral'
  ) {
    fail(file, "`slot` must be `{ parent: <Parent … />, name: 'slot' }`, the parent self-closing.");
  }
  const attributes = opening!.attributes.map((attribute) =>
    dedentRest(source.slice(attribute.start, attribute.end)),
  );
  if (attributes.some((attribute) => /^slot(s|Props)\b/.test(attribute))) {
    fail(file, "the slot's parent sets no `slots` or `slotProps`: the playground writes them.");
  }
  return {
    parent: source.slice(opening!.name.start, opening!.name.end),
    attributes,
    name: name.value as string,
  };
}

/** Removes the `key` a JSX element in an array needs at run time, and never in JSX. */
function withoutKey(element: string): string {
  return element.replace(/^(<[\w.]+)\s+key=(?:"[^"]*"|\{[^}]*\})/, '$1');
}

/**
 * The children's source: an array of elements (`[<A key="a" />, <B key="b" />]`, for a parent
 * that needs separate children) as sibling elements, a fragment as its content, else as written.
 */
function childrenSource(source: string, node: Node): string {
  const elements = node.elements as Node[] | undefined;
  if (node.type === 'ArrayExpression' && elements!.every((item) => item?.type === 'JSXElement')) {
    return elements!
      .map((item) => withoutKey(dedentRest(source.slice(item.start, item.end))))
      .join('\n');
  }
  if (node.type === 'JSXFragment') {
    const inner = node.children as Node[];
    return dedentRest(source.slice(inner[0]!.start, inner[inner.length - 1]!.end).trim());
  }
  return dedentRest(source.slice(node.start, node.end));
}

/** Reads a preset file's source (its path is only for messages). */
export function readPlaygroundPreset(source: string, file: string): PlaygroundPresetSource {
  const program = parse(source, {
    sourceType: 'module',
    plugins: ['typescript', 'jsx'],
    sourceFilename: file,
  }).program as unknown as { body: Node[] };
  const imports: PresetImport[] = [];
  const declarations: PresetDeclaration[] = [];
  let exported: Node | null = null;
  for (const statement of program.body) {
    const text = source.slice(statement.start, statement.end);
    if (statement.type === 'ImportDeclaration') {
      const specifiers = statement.specifiers as (Node & { local: { name: string } })[];
      const from = (statement.source as { value: string }).value;
      if (from.startsWith('.') && statement.importKind !== 'type') {
        fail(file, `imports "${from}": a preset imports packages only, as a pasted file would.`);
      }
      imports.push({
        text,
        source: from,
        typeOnly: statement.importKind === 'type',
        names: specifiers.map((specifier) => specifier.local.name),
      });
    } else if (statement.type === 'VariableDeclaration') {
      const declared = statement.declarations as { id: Node & { name?: string } }[];
      declarations.push({ text, names: declared.map((item) => item.id.name ?? '') });
    } else if (statement.type === 'ExportDefaultDeclaration') {
      exported = exportedObject(statement, file);
    } else {
      fail(
        file,
        `has a ${statement.type}: a preset holds imports, constants and its default export.`,
      );
    }
  }
  if (!exported) {
    fail(
      file,
      'has no default export: `export default { props: { … } } satisfies PlaygroundPreset<…>`.',
    );
  }
  let propNodes: Node[] = [];
  let wrapper: PlaygroundPresetSource['wrapper'] = null;
  let slot: PlaygroundSlot | null = null;
  let opener: PlaygroundPresetSource['opener'] = null;
  for (const entry of exported.properties as Node[]) {
    const name = propertyName(entry, file);
    const value = entry.value as Node;
    if (name === 'wrapper') {
      wrapper = splitWrapper(source, value, file);
    } else if (name === 'slot') {
      slot = readSlot(source, value, file);
    } else if (name === 'opener') {
      opener = readOpener(source, value, file);
    } else if (name === 'props') {
      if (value.type !== 'ObjectExpression') {
        fail(file, '`props` must be an object literal.');
      }
      propNodes = value.properties as Node[];
    } else {
      fail(
        file,
        `has an entry "${name}": a preset has \`props\` and optional \`wrapper\`, \`slot\` and \`opener\`.`,
      );
    }
  }
  const props: Record<string, string> = {};
  for (const prop of propNodes) {
    const propName = propertyName(prop, file);
    const propValue = prop.value as Node;
    // In a slot the children are a value of `slotProps`, printed as the expression written.
    props[propName] =
      propName === 'children' && !slot
        ? childrenSource(source, propValue)
        : dedentRest(source.slice(propValue.start, propValue.end));
  }
  return { imports, declarations, props, wrapper, slot, opener };
}

const wordPattern = (name: string) =>
  new RegExp(`(^|[^\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`);

/**
 * The imports and declarations the given code uses, directly or through the declarations it
 * uses, in the file's order.
 */
export function usedPresetSource(
  preset: PlaygroundPresetSource,
  code: readonly string[],
): { imports: PresetImport[]; declarations: PresetDeclaration[] } {
  const texts = [...code];
  const used = new Set<PresetDeclaration>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const declaration of preset.declarations) {
      if (
        !used.has(declaration) &&
        declaration.names.some((name) => texts.some((text) => wordPattern(name).test(text)))
      ) {
        used.add(declaration);
        texts.push(declaration.text);
        grew = true;
      }
    }
  }
  const imports = preset.imports.filter((item) => {
    const usedNames = item.names.filter((name) =>
      texts.some((text) => wordPattern(name).test(text)),
    );
    if (usedNames.length > 0 && usedNames.length < item.names.length) {
      throw new Error(
        `The preset's import of "${item.source}" binds ${item.names.join(', ')}, but its code uses only ${usedNames.join(', ')}: split the import so the playground's code imports what it uses.`,
      );
    }
    return usedNames.length > 0;
  });
  return { imports, declarations: preset.declarations.filter((item) => used.has(item)) };
}
