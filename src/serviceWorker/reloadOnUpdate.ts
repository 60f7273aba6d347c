/**
 * When to reload for a new worker: once it controls the page (after an update:
 * the page had a controller before), and only while the page has focus, so a
 * reader in another tab is not surprised; otherwise on the next focus.
 */
export function createReloadOnUpdate(options: {
  hadController: boolean;
  hasFocus: () => boolean;
  onFocus: (listener: () => void) => void;
  reload: () => void;
}): { controllerChanged(): void } {
  let controlled = options.hadController;
  let reloading = false;
  const reloadNow = () => {
    if (!reloading) {
      reloading = true;
      options.reload();
    }
  };
  return {
    controllerChanged() {
      if (!controlled) {
        // The first worker claimed a page that had none: nothing changed for the reader.
        controlled = true;
        return;
      }
      if (options.hasFocus()) {
        reloadNow();
      } else {
        options.onFocus(reloadNow);
      }
    },
  };
}
