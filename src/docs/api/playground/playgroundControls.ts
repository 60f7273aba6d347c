import type { ApiMemberJson, ApiType } from '../apiJson';
import type { PlaygroundControl, PlaygroundLiteral } from './playgroundSpec';

/**
 * Props never given a control even when their type would allow one: styling hooks that change
 * nothing a reader can see (`className`), and props that would take the page away from the
 * reader (`open` shows a popup or modal no control can close, `autoFocus` steals the focus
 * from the control just pressed). A preset may still set them in code.
 */
export const PROPS_WITHOUT_CONTROL: ReadonlySet<string> = new Set([
  'className',
  'classes',
  'style',
  'component',
  'open',
  'autoFocus',
]);

/** A literal type's value (`'primary'` → primary, `3`, `false`), or null for anything else. */
export function literalValue(text: string): PlaygroundLiteral | null {
  const quoted = /^(['"])(.*)\1$/s.exec(text.trim());
  if (quoted) {
    return quoted[2]!;
  }
  if (text === 'true' || text === 'false') {
    return text === 'true';
  }
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

/** A prop's `@default` as a value when it is one literal (`'medium'`, `false`, `100`), else undefined. */
export function defaultLiteral(text: string | null): PlaygroundLiteral | undefined {
  if (text === null) {
    return undefined;
  }
  return literalValue(text.replace(/^`(.*)`$/s, '$1')) ?? undefined;
}

const isNullish = (type: ApiType) =>
  type.kind === 'keyword' && (type.name === 'null' || type.name === 'undefined');

const isKeyword = (type: ApiType, name: string) => type.kind === 'keyword' && type.name === name;

/** The options of a union of literals and `boolean`, or null when it has any other member. */
function unionOptions(types: readonly ApiType[]): PlaygroundLiteral[] | null {
  const options: PlaygroundLiteral[] = [];
  for (const type of types) {
    if (isKeyword(type, 'boolean')) {
      options.push(true, false);
      continue;
    }
    const value = type.kind === 'literal' ? literalValue(type.text) : null;
    if (value === null) {
      return null;
    }
    options.push(value);
  }
  return [...new Set(options)];
}

/**
 * The control a prop gets from its type, or null when it needs code (callbacks, nodes,
 * objects, arrays, generic values): `boolean` → switch, a union of literals → select, `number`
 * → number field, `string` → text field, `string | number` → text field that writes numbers as
 * numbers, `sx` → JSON editor. `null` and `undefined` in a union mean "unset", which every
 * control offers.
 */
export function controlOf(prop: ApiMemberJson): PlaygroundControl | null {
  const { name } = prop;
  if (name === 'sx') {
    return { kind: 'json', name };
  }
  if (PROPS_WITHOUT_CONTROL.has(name) || prop.deprecated !== null) {
    return null;
  }
  const members = (prop.type.kind === 'union' ? prop.type.types : [prop.type]).filter(
    (type) => !isNullish(type),
  );
  const stated = defaultLiteral(prop.default);
  if (members.length === 1 && isKeyword(members[0]!, 'number')) {
    return { kind: 'number', name, defaultValue: typeof stated === 'number' ? stated : undefined };
  }
  if (members.length === 1 && isKeyword(members[0]!, 'string')) {
    return { kind: 'text', name, defaultValue: typeof stated === 'string' ? stated : undefined };
  }
  if (
    members.length === 2 &&
    members.some((type) => isKeyword(type, 'string')) &&
    members.some((type) => isKeyword(type, 'number'))
  ) {
    const defaultValue = stated === undefined || stated === '' ? undefined : String(stated);
    return { kind: 'text', name, defaultValue, numeric: true };
  }
  const options = members.length > 0 ? unionOptions(members) : null;
  if (!options || options.length < 2) {
    return null;
  }
  const isBoolean = options.length === 2 && options.includes(true) && options.includes(false);
  if (isBoolean && typeof stated === 'boolean') {
    return { kind: 'switch', name, defaultValue: stated };
  }
  // A boolean unset by default behaves as false.
  if (isBoolean && prop.default === null) {
    return { kind: 'switch', name, defaultValue: false };
  }
  return {
    kind: 'select',
    name,
    options,
    defaultValue: stated !== undefined && options.includes(stated) ? stated : undefined,
  };
}
