import type { StorageCodec } from '../storageCodec';

/**
 * How a demo that ships several styling variants is styled: with MUI System (`styled`,
 * `sx`) or with plain CSS. Demos with one variant ignore it.
 */
export type CodeStyling = 'system' | 'css';

export const CODE_STYLING_CODEC: StorageCodec<CodeStyling> = {
  key: 'codeStyling',
  values: ['system', 'css'],
  defaultValue: 'system',
};

/** The attribute on `<html>` that selects which styling variant of every such demo shows. */
export const CODE_STYLING_ATTRIBUTE = 'data-code-styling';
