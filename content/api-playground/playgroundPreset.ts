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
  /**
   * The element the component renders inside. Either one provider written self-closing
   * (`<LocalizationProvider … />`: the component is its only child), or the parents a part
   * needs, nested, with their own props and siblings, and one empty expression `{}` — written
   * `{/* the component *\/}` — where the component goes:
   * `<Table><TableBody><TableRow><TableCell>Name</TableCell>{/* … *\/}</TableRow></TableBody></Table>`.
   * The siblings before that slot are elements or text.
   */
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
  /**
   * For a component that opens (`open`): the button that opens it. The playground holds the
   * open state (the printed code shows it with `React.useState`), gives the trigger an
   * `onClick` that toggles it, and passes `open` (and the trigger as its `anchor` prop) to the
   * component, whose `close` callback closes it too; the `open` control is left out.
   */
  opener?: {
    /** The button, without `onClick`: `<Button variant="outlined">Edit profile</Button>`. */
    trigger: ReactElement;
    /** The callback the component calls to close (`onClose`); none when only the trigger does. */
    close?: string;
    /** The callback it calls to open itself (a swipeable drawer's `onOpen`), if any. */
    opens?: string;
    /** The prop that anchors it to the trigger (`anchorEl`), if any. */
    anchor?: string;
  };
}
