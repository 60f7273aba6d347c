import type { StorageCodec } from '../storageCodec';

export type Mode = 'light' | 'dark' | 'system';
export type ColorScheme = 'light' | 'dark';

export const MODE_CODEC: StorageCodec<Mode> = {
  key: 'mui-mode',
  values: ['light', 'dark', 'system'],
  defaultValue: 'system',
};

/** The colour scheme a mode shows, given whether the OS prefers dark. */
export function resolveColorScheme(mode: Mode, systemPrefersDark: boolean): ColorScheme {
  if (mode === 'system') {
    return systemPrefersDark ? 'dark' : 'light';
  }
  return mode;
}
