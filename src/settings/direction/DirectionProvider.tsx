import { __unsafe_useEmotionCache as useEmotionCache, CacheProvider } from '@emotion/react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { createRtlCache } from '../../theme/emotionCache';
import { readSetting, writeSetting } from '../storageCodec';
import { DIRECTION_CODEC, type Direction } from './directionCodec';

interface DirectionValue {
  direction: Direction;
  setDirection: (direction: Direction) => void;
}

const DirectionContext = createContext<DirectionValue | null>(null);

let rtlCache: ReturnType<typeof createRtlCache> | undefined;

/**
 * Holds the page direction. The server renders left to right; the stored
 * choice is applied after mount (the inline init script has already set the
 * `dir` attribute before paint). Right to left swaps in an Emotion cache that
 * mirrors every style, so demos flip with the chrome.
 */
export function DirectionProvider({ children }: { children: ReactNode }) {
  const [direction, setState] = useState<Direction>(DIRECTION_CODEC.defaultValue);

  useEffect(() => {
    setState(readSetting(DIRECTION_CODEC));
  }, []);

  useEffect(() => {
    document.body.setAttribute('dir', direction);
    document.documentElement.setAttribute('dir', direction);
  }, [direction]);

  const setDirection = useCallback((next: Direction) => {
    writeSetting(DIRECTION_CODEC, next);
    setState(next);
  }, []);

  const value = useMemo(() => ({ direction, setDirection }), [direction, setDirection]);
  // The page's own cache, or the mirroring one. The provider is always there, so switching
  // direction restyles the page without remounting it (server-rendered demos stay in place).
  const pageCache = useEmotionCache();
  if (direction === 'rtl') {
    rtlCache ??= createRtlCache();
  }
  const cache = direction === 'rtl' && rtlCache ? rtlCache : pageCache;
  return (
    <DirectionContext.Provider value={value}>
      {cache ? <CacheProvider value={cache}>{children}</CacheProvider> : children}
    </DirectionContext.Provider>
  );
}

export function useDirection(): DirectionValue {
  const value = useContext(DirectionContext);
  if (!value) {
    throw new Error(
      'useDirection() was called outside <DirectionProvider>: wrap the app in <AppProviders>.',
    );
  }
  return value;
}
