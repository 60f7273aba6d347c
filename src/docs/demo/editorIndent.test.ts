import { describe, expect, it } from 'vitest';
import { applyTextEdit, indentEdit } from './editorIndent';

/** Applies Tab or Shift+Tab to text where `[` and `]` mark the selection (`|` a caret). */
function press(marked: string, outdent = false): string {
  const caret = marked.indexOf('|');
  const value = marked.replace(/[[\]|]/g, '');
  const start = caret >= 0 ? caret : marked.indexOf('[');
  const end = caret >= 0 ? caret : marked.indexOf(']') - 1;
  const edit = indentEdit(value, start, end, outdent);
  const result = applyTextEdit(value, edit);
  if (edit.selectionStart === edit.selectionEnd) {
    return `${result.slice(0, edit.selectionStart)}|${result.slice(edit.selectionStart)}`;
  }
  return `${result.slice(0, edit.selectionStart)}[${result.slice(edit.selectionStart, edit.selectionEnd)}]${result.slice(edit.selectionEnd)}`;
}

describe('indentEdit', () => {
  it('inserts two spaces at the caret on Tab', () => {
    expect(press('a\nb|c')).toBe('a\nb  |c');
    expect(press('|')).toBe('  |');
  });

  it('indents every selected line and keeps them selected', () => {
    expect(press('x\n[one\ntwo]\ny')).toBe('x\n  [one\n  two]\ny');
    expect(press('x\no[ne\ntw]o\ny')).toBe('x\n  o[ne\n  tw]o\ny');
  });

  it('leaves empty lines alone and ignores the line after a trailing line break', () => {
    expect(press('[a\n\nb\n]c')).toBe('  [a\n\n  b\n]c');
  });

  it('outdents the caret line on Shift+Tab, up to two spaces or one tab', () => {
    expect(press('    re|turn', true)).toBe('  re|turn');
    expect(press(' |x', true)).toBe('|x');
    expect(press('\tx|', true)).toBe('x|');
    expect(press('x|', true)).toBe('x|');
  });

  it('outdents every selected line', () => {
    expect(press('  [a\n    b\nc]', true)).toBe('[a\n  b\nc]');
  });
});
