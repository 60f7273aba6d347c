/** A link to open a GitHub issue about a page, with its title and body filled in. */
export function newIssueUrl(repositoryUrl: string, title: string, body: string): string {
  const query = new URLSearchParams({ title, body });
  return `${repositoryUrl.replace(/\/+$/, '')}/issues/new?${query.toString()}`;
}
