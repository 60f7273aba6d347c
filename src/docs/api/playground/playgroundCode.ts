import { CodeReference, printValue, type Plain } from '../../../shared/printValue';
import type {
  PlaygroundControl,
  PlaygroundOpener,
  PlaygroundSlot,
  PlaygroundSpec,
  PlaygroundValue,
  PlaygroundValues,
} from './playgroundSpec';

const INDENT = '  ';
/** Past this length an element's props go one per line, as Prettier would put them. */
const MAX_LINE = 80;

/** The value a control stands at when the reader has not touched it: the preset's or the default. */
export function startValue(
  control: PlaygroundControl,
  presetProps: Readonly<Record<string, unknown>>,
): PlaygroundValue {
  if (control.name in presetProps) {
    return presetProps[control.name] as PlaygroundValue;
  }
  return control.kind === 'json' ? undefined : control.defaultValue;
}

/** Whether two control values are the same (objects compared by their JSON). */
export function sameValue(a: PlaygroundValue, b: PlaygroundValue): boolean {
  return typeof a === 'object' || typeof b === 'object'
    ? JSON.stringify(a) === JSON.stringify(b)
    : a === b;
}

/** The value the component gets for a control: the reader's, else where it starts. */
export function currentValue(
  control: PlaygroundControl,
  values: PlaygroundValues,
  presetProps: Readonly<Record<string, unknown>>,
): PlaygroundValue {
  return control.name in values ? values[control.name] : startValue(control, presetProps);
}

/** Every control's value that the component gets explicitly (unset and default ones left out). */
export function explicitValues(
  spec: PlaygroundSpec,
  values: PlaygroundValues,
  presetProps: Readonly<Record<string, unknown>>,
): [string, Exclude<PlaygroundValue, undefined>][] {
  const explicit: [string, Exclude<PlaygroundValue, undefined>][] = [];
  for (const control of spec.controls) {
    const value = currentValue(control, values, presetProps);
    const defaultValue = control.kind === 'json' ? undefined : control.defaultValue;
    if (value !== undefined && !sameValue(value, defaultValue)) {
      explicit.push([control.name, value]);
    }
  }
  return explicit;
}

/** One JSX attribute: `disabled`, `variant="outlined"`, `max={10}`, `sx={{ … }}`. */
export function printAttribute(name: string, value: Exclude<PlaygroundValue, undefined>): string {
  if (value === true) {
    return name;
  }
  if (typeof value === 'string') {
    return /^[^"\\{}<>\n]*$/.test(value) ? `${name}="${value}"` : `${name}={${printValue(value)}}`;
  }
  return `${name}={${printValue(value as Plain)}}`;
}

/** A string literal without quotes or braces inside (`'Send'`), as its text; else null. */
function plainStringLiteral(code: string): string | null {
  return /^(['"])([^'"\\{}<>\n]*)\1$/.exec(code.trim())?.[2] ?? null;
}

/** A preset prop's attribute: `label="Name"` for a plain string, else `rows={rows}`. */
function printCodeAttribute(name: string, code: string): string {
  const text = plainStringLiteral(code);
  return text === null ? `${name}={${code}}` : `${name}="${text}"`;
}

/** Indents every line but the first (the continuation of an expression printed inline). */
function indentRest(text: string, indent: string): string {
  return text.replace(/\n/g, `\n${indent}`);
}

/** The children of the element as JSX: a string literal as text, an element as is. */
function printChildren(code: string): string {
  const text = plainStringLiteral(code);
  if (text !== null) {
    return text;
  }
  return code.trim().startsWith('<') ? code : `{${code}}`;
}

/** The element with its attributes, on one line when it fits, else one attribute per line. */
function printElement(name: string, attributes: string[], children: string | null, depth: number) {
  const indent = INDENT.repeat(depth);
  const inner = INDENT.repeat(depth + 1);
  const oneLine = [name, ...attributes].join(' ');
  const multiline = attributes.some((attribute) => attribute.includes('\n'));
  const open =
    !multiline && indent.length + oneLine.length + 2 <= MAX_LINE
      ? `${indent}<${oneLine}`
      : `${indent}<${name}\n${attributes.map((a) => `${inner}${indentRest(a, inner)}`).join('\n')}\n${indent}`;
  if (children === null) {
    return `${open}${open.endsWith('\n' + indent) ? '' : ' '}/>`;
  }
  return `${open}>\n${inner}${indentRest(children, inner)}\n${indent}</${name}>`;
}

/** Every line of the text indented (the wrapper's lines, printed inside the function). */
function indentLines(text: string, indent: string): string {
  return text
    .split('\n')
    .map((line) => (line ? `${indent}${line}` : line))
    .join('\n');
}

/** The opener's parts of the code: its state, the trigger, and the props the component gets. */
function openerCode(opener: PlaygroundOpener, variant: 'TS' | 'JS') {
  if (opener.anchor) {
    const type = variant === 'TS' ? '<HTMLElement | null>' : '';
    return {
      state: `const [anchorEl, setAnchorEl] = React.useState${type}(null);`,
      onClick: '(event) => setAnchorEl(anchorEl ? null : event.currentTarget)',
      props: [
        'open={Boolean(anchorEl)}',
        `${opener.anchor}={anchorEl}`,
        ...(opener.close ? [`${opener.close}={() => setAnchorEl(null)}`] : []),
      ],
    };
  }
  return {
    state: 'const [open, setOpen] = React.useState(false);',
    onClick: '() => setOpen(!open)',
    props: [
      'open={open}',
      ...(opener.close ? [`${opener.close}={() => setOpen(false)}`] : []),
      ...(opener.opens ? [`${opener.opens}={() => setOpen(true)}`] : []),
    ],
  };
}

/**
 * The element of a part rendered in its parent's slot: the parent's own attributes, `slots`
 * naming the component and `slotProps` holding its props (the preset's code as written, then the
 * controls' values).
 */
function printSlotElement(
  spec: PlaygroundSpec & { slot: PlaygroundSlot },
  controlled: [string, Exclude<PlaygroundValue, undefined>][],
  depth: number,
): string {
  const { parent, attributes, name } = spec.slot;
  // The values sit two levels deep in `slotProps={{ slot: { … } }}`.
  const props: Record<string, Plain> = Object.fromEntries([
    ...Object.entries(spec.presetCode).map(([prop, code]) => [
      prop,
      new CodeReference(indentRest(code, INDENT.repeat(2))),
    ]),
    ...controlled,
  ]);
  const slotAttributes = [
    ...attributes,
    `slots={{ ${name}: ${spec.component} }}`,
    ...(Object.keys(props).length > 0 ? [`slotProps={${printValue({ [name]: props })}}`] : []),
  ];
  return printElement(parent, slotAttributes, null, depth);
}

/**
 * The playground's code: the file a reader can paste, with the component's and the preset's
 * imports and declarations, and the element with the preset's props and every control that
 * differs from the prop's default, in the preset's wrapper, after the trigger that opens it.
 * The same text runs in the live editor and the sandboxes.
 */
export function printPlaygroundCode(
  spec: PlaygroundSpec,
  values: PlaygroundValues,
  presetProps: Readonly<Record<string, unknown>>,
  variant: 'TS' | 'JS',
): string {
  const opener = spec.opener ? openerCode(spec.opener, variant) : null;
  const controlled = explicitValues(spec, values, presetProps);
  // The element's depth inside `return (`: in the wrapper's slot, in a fragment with a trigger.
  const slotDepth = 2 + (spec.wrapper?.indent ?? 0);
  const depth = slotDepth + (spec.opener ? 1 : 0);
  let element = spec.slot
    ? printSlotElement({ ...spec, slot: spec.slot }, controlled, depth)
    : printComponentElement(spec, controlled, opener?.props ?? [], depth);
  if (spec.opener) {
    const indent = INDENT.repeat(slotDepth);
    const { name, attributes, children: label } = spec.opener.trigger;
    const trigger = printElement(
      name,
      [...attributes, `onClick={${opener!.onClick}}`],
      label,
      depth,
    );
    element = `${indent}<React.Fragment>\n${trigger}\n${element}\n${indent}</React.Fragment>`;
  }
  if (spec.wrapper) {
    const indent = INDENT.repeat(2);
    element = `${indentLines(spec.wrapper.open, indent)}\n${element}\n${indentLines(spec.wrapper.close, indent)}`;
  }
  const prelude = spec.prelude[variant].trimEnd();
  const state = opener ? `  ${opener.state}\n` : '';
  return `${prelude}\n\nexport default function ${spec.component}Playground() {\n${state}  return (\n${element}\n  );\n}\n`;
}

/** The component's element: the opener's props, the preset's as attributes, then the controls'. */
function printComponentElement(
  spec: PlaygroundSpec,
  controlled: [string, Exclude<PlaygroundValue, undefined>][],
  openerProps: string[],
  depth: number,
): string {
  const attributes = [
    ...openerProps,
    ...Object.entries(spec.presetCode)
      .filter(([name]) => name !== 'children')
      .map(([name, code]) => printCodeAttribute(name, code)),
    ...controlled.map(([name, value]) => printAttribute(name, value)),
  ];
  const children = spec.presetCode.children ?? null;
  return printElement(
    spec.component,
    attributes,
    children === null ? null : printChildren(children),
    depth,
  );
}
