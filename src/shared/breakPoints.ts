/** The shortest part of an identifier `breakPoints` cuts off at a capital: `GridColDef` stays whole. */
const MIN_WORD_PIECE = 6;
const MIN_WORD_REST = 4;

/**
 * Where a name or a type may wrap on a narrow screen, as the pieces between those places
 * (joined, they give the text back): after `.`, `,`, `|`, `&`, `_`, `(`, `<` and `[`, and in
 * a long identifier where a lower-case letter or digit meets a capital
 * (`columns|Management|Header`). A run of lower-case letters is never cut, so a line breaks
 * between the parts of a name (`slotProps.|columnsManagementHeader`), never inside a word.
 */
export function breakPoints(text: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (let index = 1; index < text.length; index += 1) {
    const before = text[index - 1];
    const here = text[index];
    const rest = text.length - index;
    const afterPunctuation = /[.,|&_(<[]/.test(before) && !/[.,|&_)>\]\s]/.test(here) && rest >= 2;
    const hump =
      /[a-z0-9]/.test(before) &&
      /[A-Z]/.test(here) &&
      index - start >= MIN_WORD_PIECE &&
      (/^[A-Za-z0-9]*/.exec(text.slice(index))?.[0].length ?? 0) >= MIN_WORD_REST;
    if (afterPunctuation || hump) {
      pieces.push(text.slice(start, index));
      start = index;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}
