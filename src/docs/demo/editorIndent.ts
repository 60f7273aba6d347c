/** The text the code editor inserts for one level of indentation (the demos' Prettier style). */
export const INDENT_UNIT = '  ';

/** One replacement in the editor's text, and where the selection goes afterwards. */
export interface TextEdit {
  /** Replace `value.slice(start, end)`… */
  start: number;
  end: number;
  /** …with this text. */
  insert: string;
  selectionStart: number;
  selectionEnd: number;
}

/** Removes one indentation level (up to two spaces, or a tab) from the start of a line. */
function outdentLine(line: string): string {
  if (line.startsWith('\t')) {
    return line.slice(1);
  }
  return line.replace(/^ {1,2}/, '');
}

/**
 * What Tab (or Shift+Tab, `outdent`) does in the editor: with a caret and Tab,
 * insert one indentation unit; with a selection, or with Shift+Tab, indent or
 * outdent every line the selection touches and keep those lines selected.
 */
export function indentEdit(
  value: string,
  selectionStart: number,
  selectionEnd: number,
  outdent: boolean,
): TextEdit {
  if (selectionStart === selectionEnd && !outdent) {
    const caret = selectionStart + INDENT_UNIT.length;
    return {
      start: selectionStart,
      end: selectionEnd,
      insert: INDENT_UNIT,
      selectionStart: caret,
      selectionEnd: caret,
    };
  }
  const lineStart = value.lastIndexOf('\n', selectionStart - 1) + 1;
  // A selection that ends right after a line break does not touch the next line.
  const lastCharacter =
    selectionEnd > selectionStart && value[selectionEnd - 1] === '\n'
      ? selectionEnd - 1
      : selectionEnd;
  const newline = value.indexOf('\n', lastCharacter);
  const lineEnd = newline === -1 ? value.length : newline;
  const lines = value.slice(lineStart, lineEnd).split('\n');
  const changed = lines.map((line) =>
    outdent ? outdentLine(line) : line.length > 0 ? INDENT_UNIT + line : line,
  );
  const insert = changed.join('\n');
  const firstShift = changed[0].length - lines[0].length;
  const totalShift = insert.length - (lineEnd - lineStart);
  return {
    start: lineStart,
    end: lineEnd,
    insert,
    selectionStart: Math.max(lineStart, selectionStart + firstShift),
    selectionEnd: Math.max(lineStart, selectionEnd + totalShift),
  };
}

/** The text after an edit (what the browser shows once the edit is applied). */
export function applyTextEdit(value: string, edit: TextEdit): string {
  return value.slice(0, edit.start) + edit.insert + value.slice(edit.end);
}
