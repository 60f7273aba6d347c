import type { ApiComponentJson } from '../../src/docs/api/apiJson';
import { controlOf } from '../../src/docs/api/playground/playgroundControls';
import type { PlaygroundSpec } from '../../src/docs/api/playground/playgroundSpec';
import { RENDERED_BY_LIBRARY } from './renderedByLibrary';
import { usedPresetSource, type PlaygroundPresetSource } from './readPlaygroundPreset';

/** The core products are families of their own; the X products render in MUI X's frame. */
const CORE_FAMILIES = new Set(['material-ui', 'joy-ui', 'base-ui', 'system']);

export function playgroundFamily(product: string): string {
  return CORE_FAMILIES.has(product) ? product : 'x';
}

/** Props whose name is reserved by the type of a polymorphic component, never set by a reader. */
const IGNORED_REQUIRED = new Set(['component']);

/**
 * Core components that render only inside a parent a preset cannot give them: without a
 * preset, they get no playground (the others that need a parent have one that nests them:
 * playgroundPreset.ts).
 */
const NEEDS_PARENT: ReadonlySet<string> = new Set([
  // The scrolling layer of an open Joy modal: it is the modal's child and scrolls the page.
  'joy-ui/ModalOverflow',
]);

/** Whether the component takes a prop, its own or one it inherits from another component. */
function acceptsProp(component: ApiComponentJson, name: string): boolean {
  return (
    component.props.some((prop) => prop.name === name) ||
    component.inheritance.some(
      (inherited) => inherited.kind !== 'native' && inherited.props.includes(name),
    )
  );
}

/**
 * Whether a preset may set a prop: one of the component's own, one it inherits from another
 * component, or, when it forwards the rest to a DOM element, an attribute or event handler.
 */
export function presetPropKnown(component: ApiComponentJson, name: string): boolean {
  if (component.props.some((prop) => prop.name === name)) {
    return true;
  }
  if (component.inheritance.some((inherited) => inherited.props.includes(name))) {
    return true;
  }
  const native = component.inheritance.some((inherited) => inherited.kind === 'native');
  return (
    native &&
    /^(aria-[a-z]+|data-[a-z-]+|on[A-Z]\w*|id|title|role|tabIndex|children|placeholder|name|type|href|value|defaultValue)$/.test(
      name,
    )
  );
}

/** How a component's playground imports it: `import Button from '@mui/material/Button';`. */
export function componentImport(component: ApiComponentJson): { text: string; source: string } {
  const defaultSource = component.defaultImports[0];
  if (defaultSource) {
    return { text: `import ${component.name} from '${defaultSource}';`, source: defaultSource };
  }
  const source = component.imports[0]!;
  const binding =
    component.exportName === component.name
      ? component.name
      : `${component.exportName} as ${component.name}`;
  return { text: `import { ${binding} } from '${source}';`, source };
}

const NAMED_IMPORT = /^import \{([^}]*)\} from ('[^']+');$/;

/**
 * Joins the named imports of one module into one statement, in order (`import { DataGrid,
 * GridToolbar } from '@mui/x-data-grid';`), as a reader writes them: a part shown in its
 * parent's slot imports the parent from its own module.
 */
export function mergeNamedImports(lines: readonly string[]): string[] {
  const merged: string[] = [];
  const bySource = new Map<string, { index: number; names: string[] }>();
  for (const line of lines) {
    const match = NAMED_IMPORT.exec(line.replace(/\s+/g, ' '));
    const known = match ? bySource.get(match[2]!) : undefined;
    const names = match
      ? match[1]!
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
      : [];
    if (match && known) {
      known.names.push(...names);
      merged[known.index] = `import { ${known.names.join(', ')} } from ${match[2]};`;
    } else {
      if (match) {
        bySource.set(match[2]!, { index: merged.length, names });
      }
      merged.push(line);
    }
  }
  return merged;
}

export type PlaygroundDecision =
  | {
      kind: 'playground';
      spec: Omit<PlaygroundSpec, 'prelude'>;
      preludeTs: string;
      /** The names the prelude's imports bind at run time (kept in the JavaScript variant). */
      runtimeNames: string[];
      /** The module specifiers the code imports at run time, the component's first. */
      scope: string[];
    }
  | { kind: 'none'; reason: string };

/**
 * A component's playground, or why it has none. Controls come from the prop types
 * (playgroundControls.ts); everything else comes from the preset, never made up here. Without
 * a preset, a component that takes children or opens a popup would render nothing useful, and
 * one with a required prop that needs code cannot render: those get no playground. A preset
 * sets the required props, unless it shows the component in a parent's slot (the parent passes
 * them, as a picker passes its toolbar the value and view).
 */
export function decidePlayground(
  component: ApiComponentJson,
  preset: PlaygroundPresetSource | null,
  presetFile: string | null,
): PlaygroundDecision {
  const presetNames = new Set(Object.keys(preset?.props ?? {}));
  for (const name of presetNames) {
    if (!presetPropKnown(component, name)) {
      throw new Error(
        `${presetFile}: ${component.name} has no prop "${name}" in its API data: fix the preset.`,
      );
    }
  }
  // A part shown in its parent's slot gets its required props from the parent, which sets them
  // for it (a grid passes its row count the counts it computes): no control or preset could.
  const fromParent = new Set(
    preset?.slot ? component.props.filter((prop) => prop.required).map((prop) => prop.name) : [],
  );
  // An opener holds `open` (and the anchor) in state and passes its callbacks: no control.
  const opener = preset?.opener ?? null;
  const openerProps = new Set(
    [
      opener ? 'open' : null,
      opener?.anchor ?? null,
      opener?.close ?? null,
      opener?.opens ?? null,
    ].filter((name) => name !== null),
  );
  for (const name of openerProps) {
    if (!presetPropKnown(component, name)) {
      throw new Error(
        `${presetFile}: the opener sets "${name}", which ${component.name} does not take.`,
      );
    }
  }
  const controls = component.props
    .filter((prop) => !fromParent.has(prop.name))
    .map((prop) => controlOf(prop))
    .filter((control) => control !== null)
    .filter((control) => !openerProps.has(control.name));
  const controlled = new Set(controls.map((control) => control.name));
  const rendered = preset
    ? undefined
    : RENDERED_BY_LIBRARY[`${component.product}/${component.name}`];
  if (rendered) {
    return { kind: 'none', reason: rendered };
  }
  const missing = component.props
    .filter(
      (prop) => prop.required && !IGNORED_REQUIRED.has(prop.name) && !fromParent.has(prop.name),
    )
    .filter((prop) => !presetNames.has(prop.name) && !openerProps.has(prop.name))
    .map((prop) => prop.name);
  if (missing.length > 0) {
    return { kind: 'none', reason: `required ${missing.join(', ')}` };
  }
  if (!preset) {
    if (!CORE_FAMILIES.has(component.product)) {
      return {
        kind: 'none',
        reason: 'no preset (MUI X components need a provider, data or parent)',
      };
    }
    if (NEEDS_PARENT.has(`${component.product}/${component.name}`)) {
      return { kind: 'none', reason: 'no preset (renders only inside its parent)' };
    }
    const needsCode = ['children', 'open'].filter((name) => acceptsProp(component, name));
    if (needsCode.length > 0) {
      return { kind: 'none', reason: `no preset for ${needsCode.join(', ')}` };
    }
    if (controls.length === 0) {
      return { kind: 'none', reason: 'no prop a control can set' };
    }
  }
  const presetCode = Object.fromEntries(
    Object.entries(preset?.props ?? {}).filter(([name]) => !controlled.has(name)),
  );
  const own = componentImport(component);
  const used = preset
    ? usedPresetSource(preset, [
        ...Object.values(presetCode),
        ...(preset.wrapper ? [preset.wrapper.open, preset.wrapper.close] : []),
        ...(preset.slot ? [`<${preset.slot.parent}`, ...preset.slot.attributes] : []),
        ...(opener
          ? [`<${opener.trigger.name}`, ...opener.trigger.attributes, opener.trigger.children ?? '']
          : []),
      ])
    : { imports: [], declarations: [] };
  // The opener's state is `React.useState`, as in the family's demos.
  const react = opener
    ? [{ text: "import * as React from 'react';", source: 'react', name: 'React' }]
    : [];
  // A wrapper may hold the component itself (a table row's other cells): it is imported once.
  used.imports = used.imports.filter(
    (item) => !(item.source === own.source && item.names.join() === component.name),
  );
  const importLines = [
    ...react.map((item) => item.text),
    ...mergeNamedImports([own.text, ...used.imports.map((item) => item.text)]),
  ];
  const preludeTs = [importLines.join('\n'), ...used.declarations.map((item) => item.text)].join(
    '\n\n',
  );
  return {
    kind: 'playground',
    preludeTs,
    runtimeNames: [
      ...react.map((item) => item.name),
      component.name,
      ...used.imports.filter((item) => !item.typeOnly).flatMap((item) => item.names),
    ],
    scope: [
      own.source,
      ...react.map((item) => item.source),
      ...used.imports.filter((item) => !item.typeOnly).map((item) => item.source),
    ],
    spec: {
      component: component.name,
      product: component.product,
      family: playgroundFamily(component.product),
      controls,
      presetCode,
      wrapper: preset?.wrapper ?? null,
      slot: preset?.slot ?? null,
      opener,
      codeOnly: component.props
        .map((prop) => prop.name)
        .filter(
          (name) =>
            !controlled.has(name) &&
            !presetNames.has(name) &&
            !fromParent.has(name) &&
            !openerProps.has(name),
        ),
      presetFile,
    },
  };
}
