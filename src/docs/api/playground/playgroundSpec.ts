/**
 * What a component's props playground is made of. `npm run generate` writes one spec per
 * component that has a playground (`scripts/playground/`), from its API data and its preset;
 * the browser renders the controls, the component and its code from it. Plain data, React-free.
 */

/** A value a select offers: a string, number or boolean literal of the prop's type. */
export type PlaygroundLiteral = string | number | boolean;

/** The value a control holds: unset (`undefined`), a literal, or the `sx` object. */
export type PlaygroundValue = PlaygroundLiteral | Record<string, unknown> | undefined;

interface ControlBase {
  /** The prop it sets. */
  name: string;
}

/** A boolean prop whose default is known: a switch. */
export interface SwitchControl extends ControlBase {
  kind: 'switch';
  defaultValue: boolean;
}

/**
 * A union of literals (`'text' | 'outlined'`, `3 | 4`, `false | 'normal'`), or a boolean
 * whose default the docs state in words: a select. `defaultValue` is the option the component
 * uses when the prop is unset, or undefined when none of the options is (the select then
 * offers "Default").
 */
export interface SelectControl extends ControlBase {
  kind: 'select';
  options: PlaygroundLiteral[];
  defaultValue?: PlaygroundLiteral;
}

/** A number prop: a number field. */
export interface NumberControl extends ControlBase {
  kind: 'number';
  defaultValue?: number;
}

/** A string prop (or `string | number`, `numeric`: a number is written as one). */
export interface TextControl extends ControlBase {
  kind: 'text';
  defaultValue?: string;
  numeric?: true;
}

/** The `sx` prop: a small JSON editor. */
export interface JsonControl extends ControlBase {
  kind: 'json';
}

export type PlaygroundControl =
  SwitchControl | SelectControl | NumberControl | TextControl | JsonControl;

export type PlaygroundControlKind = PlaygroundControl['kind'];

/** The code of the playground's file around the element, in each variant. */
export interface PlaygroundPrelude {
  /** Imports (the component's, then the preset's) and the preset's declarations. */
  TS: string;
  JS: string;
}

/**
 * A slot's parent as source (`<DataGrid rows={rows} columns={columns} />`, slot `toolbar`): the
 * code prints it with `slots` naming the component and `slotProps` holding its props.
 */
export interface PlaygroundSlot {
  /** The parent's element name, as written. */
  parent: string;
  /** Its attributes, each as written (`rows={rows}`). */
  attributes: string[];
  /** The slot's name (`toolbar`). */
  name: string;
}

/**
 * The preset's wrapper split at the slot the component goes in: the source before and after it
 * (each line indented from the wrapper's first), how many levels the slot is indented, and the
 * path to it (the child index at each parent, the last one where the component is inserted).
 */
export interface PlaygroundWrapper {
  open: string;
  close: string;
  indent: number;
  slot: number[];
}

/** The trigger the playground gives an `onClick`, and how the component opens and closes. */
export interface PlaygroundOpener {
  /** The trigger as written: its name, attributes (`variant="outlined"`), JSX children or null. */
  trigger: { name: string; attributes: string[]; children: string | null };
  /** The callback that closes the component (`onClose`), or null. */
  close: string | null;
  /** The callback it calls to open itself (`onOpen`), or null. */
  opens: string | null;
  /** The prop that anchors it to the trigger (`anchorEl`), which then toggles it; or null. */
  anchor: string | null;
}

export interface PlaygroundSpec {
  /** The component's name, as imported: `Button`, `DataGrid`. */
  component: string;
  /** The API product the component belongs to (`material-ui`, `data-grid`). */
  product: string;
  /** The family whose demo frame it renders in (`material-ui`, `joy-ui`, `x`…). */
  family: string;
  controls: PlaygroundControl[];
  /** The preset's props that need code, each with its source text (`<SendIcon />`). */
  presetCode: Record<string, string>;
  /** The element(s) the preset renders the component inside, or null. */
  wrapper: PlaygroundWrapper | null;
  /** The parent whose slot the component renders in (a grid's toolbar), or null. */
  slot: PlaygroundSlot | null;
  /** The button that opens a component with `open`, or null (playgroundPreset.ts). */
  opener: PlaygroundOpener | null;
  prelude: PlaygroundPrelude;
  /** Props neither controlled nor in the preset: listed as "set in code". */
  codeOnly: string[];
  /** Where the preset lives (`content/api-playground/material-ui/button.tsx`), or null. */
  presetFile: string | null;
}

/** The values of a playground's controls, by prop: only what differs from the start. */
export type PlaygroundValues = Readonly<Record<string, PlaygroundValue>>;
