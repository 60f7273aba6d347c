/** One row of `generated/systemProperties.json` (written by `scripts/system/`). */
export interface SystemPropertyTableRow {
  prop: string;
  group: string;
  css: string[];
  theme: string | null;
  example: { input: string; output: string } | null;
}

/** The rows of a group (or `all`) whose property or CSS property contains the query. */
export function filterSystemProperties(
  rows: readonly SystemPropertyTableRow[],
  query: string,
  group: string,
): SystemPropertyTableRow[] {
  const needle = query.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (group === 'all' || row.group === group) &&
      (needle === '' ||
        row.prop.toLowerCase().includes(needle) ||
        row.css.some((css) => css.toLowerCase().includes(needle))),
  );
}
