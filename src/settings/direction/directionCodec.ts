import type { StorageCodec } from '../storageCodec';

export type Direction = 'ltr' | 'rtl';

export const DIRECTION_CODEC: StorageCodec<Direction> = {
  key: 'mui-direction',
  values: ['ltr', 'rtl'],
  defaultValue: 'ltr',
};

/** The attribute the direction is read back from once mounted (the init script sets it). */
export const DIRECTION_ATTRIBUTE = 'dir';

/** Sets the page's direction: on `<html>` and on `<body>`. */
export function applyDirection(direction: Direction): void {
  document.body.setAttribute(DIRECTION_ATTRIBUTE, direction);
  document.documentElement.setAttribute(DIRECTION_ATTRIBUTE, direction);
}
