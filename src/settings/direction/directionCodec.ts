import type { StorageCodec } from '../storageCodec';

export type Direction = 'ltr' | 'rtl';

export const DIRECTION_CODEC: StorageCodec<Direction> = {
  key: 'mui-direction',
  values: ['ltr', 'rtl'],
  defaultValue: 'ltr',
};
