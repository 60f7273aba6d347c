/**
 * The URL segment of an API name: `DataGridPro` → `data-grid-pro`,
 * `GridCsvExportOptions` → `grid-csv-export-options`, `useButton` → `use-button`.
 */
export function apiSlug(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}
