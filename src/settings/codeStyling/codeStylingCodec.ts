import type { StorageCodec } from '../storageCodec';

/**
 * How a demo that ships several styling variants is styled: with MUI System (`styled`,
 * `sx`), with Tailwind CSS utility classes or with plain CSS. Demos with one variant ignore it;
 * a demo without the chosen variant shows its MUI System one.
 */
export type CodeStyling = 'system' | 'tailwind' | 'css';

export const CODE_STYLING_CODEC: StorageCodec<CodeStyling> = {
  key: 'codeStyling',
  values: ['system', 'tailwind', 'css'],
  defaultValue: 'system',
};

/** The attribute on `<html>` that selects which styling variant of every such demo shows. */
export const CODE_STYLING_ATTRIBUTE = 'data-code-styling';
