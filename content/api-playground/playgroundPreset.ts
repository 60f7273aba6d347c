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
  /**
   * For a part its parent renders in one of its slots (a data grid's toolbar, footer or
   * overlay): the parent, written self-closing with its own props but no `slots` or
   * `slotProps`, and the slot's name. The playground renders and prints the parent with
   * `slots={{ [name]: Component }}` and the component's props (the preset's and the controls')
   * as `slotProps={{ [name]: { … } }}`, so the code is the file a reader would write. The
   * parent passes the part its required props (a picker its toolbar's value and view), so the
   * preset need not set them.
   */
  slot?: { parent: ReactElement; name: string };
}
