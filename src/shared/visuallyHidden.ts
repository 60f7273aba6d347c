import type { CSSProperties } from 'react';

/**
 * Hides an element from sight but not from screen readers (live regions,
 * labels). Written as a plain style object with pixel strings: in `sx`,
 * `width: 1` would mean 100%.
 */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};
