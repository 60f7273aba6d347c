// Imported by the API page's own chunk: nothing else may come with it.

/**
 * The search param holding one playground's changed values, as JSON (`null` for a value the
 * reader unset): `?playground.Button={"variant":"outlined","disabled":true}`. Its presence
 * opens that playground when the page loads; a page listing several components keeps one
 * param per open playground.
 */
export function playgroundParam(component: string): string {
  return `playground.${component}`;
}
