import { COMMENT_MAX_LENGTH } from './feedbackContract';

// C0 and C1 control characters except tab and line feed, and the bidirectional
// overrides and isolates that can make stored text display as something else.
const STRIPPED = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A comment as the store keeps it: line breaks normalized to `\n`, control
 * characters stripped, surrounding whitespace trimmed; null when nothing is left.
 */
export function cleanComment(raw: string): string | null {
  const cleaned = raw.replace(/\r\n?/g, '\n').replace(STRIPPED, '').trim();
  return cleaned === '' ? null : cleaned;
}

/** Length of a comment as the limit counts it: characters (code points) after cleaning. */
export function commentLength(raw: string): number {
  const cleaned = cleanComment(raw);
  return cleaned === null ? 0 : [...cleaned].length;
}

export function isCommentTooLong(raw: string): boolean {
  return commentLength(raw) > COMMENT_MAX_LENGTH;
}
