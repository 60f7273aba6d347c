/** Resolves in a later task, so each step below runs in a task of its own. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

let warmedUp: Promise<void> | null = null;

/**
 * Starts the browser's Intl collator, number format and date format, one per task, once per page.
 * The first use of each costs 10 to 40 ms on a throttled phone; a data grid makes all three in
 * the middle of loading and rendering, inside tasks that are long already.
 */
export function warmUpIntl(): Promise<void> {
  warmedUp ??= (async () => {
    await nextTask();
    new Intl.Collator().compare('a', 'b');
    await nextTask();
    (1234.5).toLocaleString();
    await nextTask();
    new Date(0).toLocaleDateString();
  })();
  return warmedUp;
}
