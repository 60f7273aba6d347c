import { describe, expect, it } from 'vitest';
import { userPropertiesEvent } from './userProperties';

describe('userPropertiesEvent', () => {
  it('reports the settings and whether the mode differs from the OS preference', () => {
    expect(
      userPropertiesEvent({
        codeVariant: 'JS',
        language: 'zh',
        colorScheme: 'dark',
        osPrefersDark: false,
        pixelRatio: 2,
      }),
    ).toEqual({
      type: 'user_properties',
      codeVariant: 'JS',
      language: 'zh',
      colorMode: 'dark',
      colorModeDiffersFromOs: true,
      pixelRatio: 2,
    });
  });

  it('defaults to TypeScript and light, and rounds the pixel ratio', () => {
    expect(
      userPropertiesEvent({
        codeVariant: null,
        language: 'en',
        colorScheme: null,
        osPrefersDark: false,
        pixelRatio: 1.3333333,
      }),
    ).toMatchObject({
      codeVariant: 'TS',
      colorMode: 'light',
      colorModeDiffersFromOs: false,
      pixelRatio: 1.33,
    });
  });
});
