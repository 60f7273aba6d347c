import type { Element, ElementContent, Root, RootContent } from 'hast';
import { visit } from 'unist-util-visit';
// Tabs and panels carry `data-manager` (INSTALL_TAB_MANAGER_ATTRIBUTE), which CSS, the init
// script and useInstallTabs read.
import { PACKAGE_MANAGER_CODEC } from '../../settings/packageManager/packageManagerCodec';
import {
  installCommandsOfBlock,
  installCommandsOfBlocks,
  isShellLanguage,
  type InstallCommands,
} from './installCommands';

/** Where an install block goes in the tree, and what its tabs show; filled once highlighted. */
export interface InstallGroup {
  /** Stands where the original code block (or the first of three) was. */
  placeholder: Element;
  commands: InstallCommands;
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') {
    return node.value;
  }
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

/** The code of a fenced shell block (`<pre><code class="language-bash">`), or null. */
function shellCodeOf(node: RootContent | undefined): string | null {
  if (node?.type !== 'element' || node.tagName !== 'pre') {
    return null;
  }
  const code = node.children.find((child) => child.type === 'element');
  if (code?.type !== 'element' || code.tagName !== 'code') {
    return null;
  }
  const language = ([] as unknown[])
    .concat(code.properties?.className ?? [])
    .map(String)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  return isShellLanguage(language) ? textOf(code).replace(/\n$/, '') : null;
}

function isBlank(node: RootContent | undefined): boolean {
  return node?.type === 'text' && node.value.trim() === '';
}

/** The indexes of up to `count` shell blocks in a row from `start`, with only blank text between. */
function shellRun(children: readonly RootContent[], start: number, count: number): number[] {
  const run: number[] = [];
  for (let index = start; index < children.length && run.length < count; index += 1) {
    if (shellCodeOf(children[index]) !== null) {
      run.push(index);
    } else if (!isBlank(children[index])) {
      break;
    }
  }
  return run;
}

function placeholder(): Element {
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['code-block', 'install-tabs'], dataLanguage: 'bash' },
    children: [],
  };
}

/**
 * Finds the install commands written once per package manager, as three shell blocks in a
 * row (npm, yarn, pnpm) or as one block holding all three, and puts a placeholder in their
 * place, to be filled with tabs once highlighted. Other code blocks are left as they are.
 */
export function takeInstallGroups(tree: Root): InstallGroup[] {
  const parents: (Root | Element)[] = [];
  visit(tree, (node) => {
    if (node.type === 'root' || node.type === 'element') {
      parents.push(node);
    }
  });
  const groups: InstallGroup[] = [];
  for (const parent of parents) {
    const children = parent.children as RootContent[];
    if (!children.some((child) => shellCodeOf(child) !== null)) {
      continue;
    }
    const kept: RootContent[] = [];
    let index = 0;
    while (index < children.length) {
      const code = shellCodeOf(children[index]);
      if (code !== null) {
        const run = shellRun(children, index, PACKAGE_MANAGER_CODEC.values.length);
        const fromRun =
          run.length === PACKAGE_MANAGER_CODEC.values.length
            ? installCommandsOfBlocks(run.map((at) => shellCodeOf(children[at])!))
            : null;
        const commands = fromRun ?? installCommandsOfBlock(code);
        if (commands) {
          const group = { placeholder: placeholder(), commands };
          groups.push(group);
          kept.push(group.placeholder);
          index = fromRun ? run[run.length - 1]! + 1 : index + 1;
          continue;
        }
      }
      kept.push(children[index]!);
      index += 1;
    }
    parent.children = kept as typeof parent.children;
  }
  return groups;
}

/**
 * Fills an install block: a tab list (npm, yarn, pnpm; ARIA tabs with roving focus, npm
 * selected in the HTML), one panel per manager holding its highlighted command, and the block's
 * copy button. `<html data-package-manager>` decides which panel shows, before any script
 * of the app runs (CSS in src/chrome/globalStyles.ts); `useInstallTabs` makes the tabs work.
 */
export function fillInstallTabs(
  group: InstallGroup,
  options: {
    /** Unique on the page: the tabs' and panels' ids derive from it. */
    id: string;
    /** The tab list's accessible name ("Package manager"). */
    label: string;
    highlight: (code: string) => Element;
    copyButton: Element;
  },
): void {
  const managers = PACKAGE_MANAGER_CODEC.values;
  const tabId = (manager: string) => `${options.id}-${manager}`;
  const tabs: Element[] = managers.map((manager) => {
    const selected = manager === PACKAGE_MANAGER_CODEC.defaultValue;
    return {
      type: 'element',
      tagName: 'button',
      properties: {
        type: 'button',
        role: 'tab',
        id: tabId(manager),
        ariaControls: [`${tabId(manager)}-panel`],
        ariaSelected: String(selected),
        tabIndex: selected ? 0 : -1,
        dataManager: manager,
      },
      children: [{ type: 'text', value: manager }],
    };
  });
  const panels: Element[] = managers.map((manager) => ({
    type: 'element',
    tagName: 'div',
    properties: {
      role: 'tabpanel',
      id: `${tabId(manager)}-panel`,
      ariaLabelledBy: [tabId(manager)],
      dataManager: manager,
    },
    children: [options.highlight(group.commands[manager])],
  }));
  group.placeholder.children = [
    {
      type: 'element',
      tagName: 'div',
      properties: { role: 'tablist', ariaLabel: options.label, className: ['install-tablist'] },
      children: tabs,
    },
    ...panels,
    options.copyButton,
  ];
}
