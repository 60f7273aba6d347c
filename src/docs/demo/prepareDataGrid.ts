/** Resolves in a later task, so the work after it runs in a task of its own. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

/** Calls the steps in order, yielding to the browser whenever a slice has run `sliceMs`. */
export async function runInSlices(steps: ReadonlyArray<() => unknown>, sliceMs = 6): Promise<void> {
  let next = 0;
  while (next < steps.length) {
    const start = performance.now();
    do {
      steps[next]();
      next += 1;
    } while (next < steps.length && performance.now() - start < sliceMs);
    await nextTask();
  }
}

/**
 * Starts the browser's Intl collator, number format and date format, one per task. The first use
 * of each costs 10 to 40 ms on a throttled phone, and the data grid makes all three while it loads
 * and first renders.
 */
async function warmUpIntl(): Promise<void> {
  await nextTask();
  new Intl.Collator().compare('a', 'b');
  await nextTask();
  (1234.5).toLocaleString();
  await nextTask();
  new Date(0).toLocaleDateString();
}

let prepared: Promise<void> | null = null;

/**
 * Readies the data grid before a grid demo's code runs, once per page: asks for the grid's chunks,
 * starts the Intl services while they load, then evaluates the grid's modules
 * (generated/gridModules.ts, dependencies first) a few at a time between tasks. The demo's own
 * chunk then evaluates little more than itself, so the work that used to be one long task on a
 * phone is spread over short ones. A failure here (a chunk that cannot be
 * fetched) is left to the demo's own load, which reports it.
 */
export function prepareDataGrid(): Promise<void> {
  prepared ??= (async () => {
    // The grid's chunks start loading first, in a task of their own: asking for them appends
    // a script element per chunk (about twenty), which is work of its own on a phone.
    await nextTask();
    const modules = import('../../../generated/gridModules');
    // Handled below, once the Intl services are ready; this only keeps an early failure quiet.
    modules.catch(() => undefined);
    await warmUpIntl();
    const { GRID_MODULES } = await modules;
    // The import settles in the task that ran the chunk or the last Intl step: slices start anew.
    await nextTask();
    await runInSlices(GRID_MODULES);
  })().catch(() => undefined);
  return prepared;
}
