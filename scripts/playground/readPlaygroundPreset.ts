import { parse } from '@babel/parser';
import type { PlaygroundSlot } from '../../src/docs/api/playground/playgroundSpec';

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
  /** The wrapper element split at its children, or null. */
  wrapper: { open: string; close: string } | null;
  /** The parent whose slot the component renders in, or null (`PlaygroundPreset['slot']`). */
  slot: PlaygroundSlot | null;
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

/** The wrapper's source split at its children: `<LocalizationProvider dateAdapter={…} />`. */
function splitWrapper(source: string, node: Node, file: string): { open: string; close: string } {
  const opening = node.openingElement as Node & { selfClosing: boolean; name: Node };
  if (node.type !== 'JSXElement' || !opening.selfClosing) {
    fail(file, '`wrapper` must be one self-closing element: `<Provider prop={value} />`.');
  }
  // Written over several lines, its `>` stays on a line of its own, as Prettier puts it.
  const text = dedentRest(source.slice(node.start, node.end));
  const name = source.slice(opening.name.start, opening.name.end);
  return { open: text.replace(/ *\/>$/, '>'), close: `</${name}>` };
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
  for (const entry of exported.properties as Node[]) {
    const name = propertyName(entry, file);
    const value = entry.value as Node;
    if (name === 'wrapper') {
      wrapper = splitWrapper(source, value, file);
    } else if (name === 'slot') {
      slot = readSlot(source, value, file);
    } else if (name === 'props') {
      if (value.type !== 'ObjectExpression') {
        fail(file, '`props` must be an object literal.');
      }
      propNodes = value.properties as Node[];
    } else {
      fail(
        file,
        `has an entry "${name}": a preset has \`props\` and an optional \`wrapper\` and \`slot\`.`,
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
  return { imports, declarations, props, wrapper, slot };
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
