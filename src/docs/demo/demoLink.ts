/**
 * The address of one demo: the page's URL with the demo's section id as its
 * hash (`…/react-data-grid/#BasicDataGrid`), any other hash replaced.
 */
export function demoLinkUrl(pageHref: string, demoFile: string): string {
  const url = new URL(pageHref);
  url.hash = demoFile;
  return url.toString();
}
