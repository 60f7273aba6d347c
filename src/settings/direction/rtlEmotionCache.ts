import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/** Emotion cache that mirrors every rule for right-to-left pages (margins, padding, positions). */
export function createRtlCache() {
  return createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin], prepend: true });
}
