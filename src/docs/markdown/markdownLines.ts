/**
 * The lines of a markdown text, each marked as code when it belongs to a fenced code block
 * (its fences included), so a line-by-line reader can tell a heading from a `#` comment.
 */
export function markdownLines(markdown: string): { line: string; code: boolean }[] {
  let fence: string | null = null;
  return markdown.split('\n').map((line) => {
    const marker = /^(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence === null ? marker : null;
      return { line, code: true };
    }
    return { line, code: fence !== null };
  });
}
