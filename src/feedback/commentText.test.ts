import { describe, expect, it } from 'vitest';
import { cleanComment, commentLength, isCommentTooLong } from './commentText';

describe('cleanComment', () => {
  it('trims and keeps line breaks and tabs', () => {
    expect(cleanComment('  first line\r\nsecond\tline\rthird \n')).toBe(
      'first line\nsecond\tline\nthird',
    );
  });

  it('strips control characters and bidirectional overrides', () => {
    expect(cleanComment('a\u0000b\u0007c\u001bd\u007fe\u0085f\u202eg\u2066h')).toBe('abcdefgh');
  });

  it('keeps markup as plain text', () => {
    expect(cleanComment('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });

  it('gives null when nothing is left', () => {
    expect(cleanComment(' \n\t\u0000 ')).toBeNull();
  });
});

describe('commentLength', () => {
  it('counts characters after cleaning, an emoji as one', () => {
    expect(commentLength('  hé 👍 ')).toBe(4);
    expect(commentLength('\u0000\u0000')).toBe(0);
  });

  it('allows 2,000 characters and no more', () => {
    expect(isCommentTooLong(`  ${'a'.repeat(2000)}  `)).toBe(false);
    expect(isCommentTooLong('👍'.repeat(2000))).toBe(false);
    expect(isCommentTooLong('a'.repeat(2001))).toBe(true);
  });
});
