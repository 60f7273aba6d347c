import type { ReactElement } from 'react';

/**
 * A component's playground preset: the values of the props a control cannot set (children,
 * icons, callbacks, rows and columns…), written once as code. The playground runs these values
 * and prints their source text as written here, so keep each one short and type-free (the same
 * text serves the TypeScript and JavaScript code). A prop that has a control may be set here
 * too: its control then starts at that value.
 *
 * The file is `content/api-playground/<API product>/<API slug>.tsx`, holding imports of
 * packages, constants the props use, and `export default { … } satisfies PlaygroundPreset<…>`.
 */
export interface PlaygroundPreset<Props> {
  props: Partial<Props>;
  /** An element the component renders inside, written self-closing: `<LocalizationProvider … />`. */
  wrapper?: ReactElement;
}
