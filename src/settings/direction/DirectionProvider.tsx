import { __unsafe_useEmotionCache as useEmotionCache, CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { attributeOptions, createAttributeSetting } from '../attributeSetting';
import {
  DIRECTION_ATTRIBUTE,
  DIRECTION_CODEC,
  applyDirection,
  type Direction,
} from './directionCodec';
import { createRtlCache } from './rtlEmotionCache';

let rtlCache: ReturnType<typeof createRtlCache> | undefined;

/**
 * The page's own Emotion cache, or the one that mirrors every style right to left, so demos
 * flip with the chrome. The cache provider is always there, so switching direction restyles
 * the page without remounting it (server-rendered demos stay in place).
 */
function DirectionEmotionCache({ value, children }: { value: Direction; children: ReactNode }) {
  const pageCache = useEmotionCache();
  if (value === 'rtl') {
    rtlCache ??= createRtlCache();
  }
  const cache = value === 'rtl' && rtlCache ? rtlCache : pageCache;
  return cache ? <CacheProvider value={cache}>{children}</CacheProvider> : <>{children}</>;
}

/**
 * The page direction. The server renders left to right; the stored choice (already on `dir`,
 * set by the init script before paint) is taken up after mount.
 */
const direction = createAttributeSetting<Direction>({
  hookName: 'useDirection',
  ...attributeOptions(DIRECTION_CODEC, DIRECTION_ATTRIBUTE),
  apply: applyDirection,
  Wrapper: DirectionEmotionCache,
});

export const DirectionProvider = direction.Provider;

export function useDirection(): {
  direction: Direction;
  setDirection: (direction: Direction) => void;
} {
  const { value, set } = direction.useSetting();
  return { direction: value, setDirection: set };
}
