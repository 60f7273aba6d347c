/** Text styles of the code editor and of edited code, matching the highlighted code view. */
export const EDITOR_TEXT_STYLE = {
  m: 0,
  p: 2,
  fontFamily: 'monospace',
  fontSize: '0.85rem',
  lineHeight: 1.5,
  tabSize: 2,
} as const;
