import { describe, expect, it } from 'vitest';
import { serializeCookie } from '../storageCodec';
import {
  CODE_VARIANT_CODEC,
  codeVariantFromCookie,
  codeVariantFromHash,
  initialCodeVariant,
} from './codeVariantCodec';

describe('code variant', () => {
  it('reads a preset from the URL hash', () => {
    expect(codeVariantFromHash('#BasicDataGrid.js')).toBe('JS');
    expect(codeVariantFromHash('#BasicDataGrid.tsx')).toBe('TS');
    expect(codeVariantFromHash('#props')).toBeNull();
    expect(codeVariantFromHash('')).toBeNull();
    expect(codeVariantFromHash('#file.jsx')).toBeNull();
  });

  it('reads the saved cookie among others', () => {
    expect(codeVariantFromCookie('a=1; codeVariant=JS; b=2')).toBe('JS');
    expect(codeVariantFromCookie('codeVariant=TS')).toBe('TS');
    expect(codeVariantFromCookie('codeVariant=PY')).toBeNull();
    expect(codeVariantFromCookie('mycodeVariant=JS')).toBeNull();
    expect(codeVariantFromCookie('')).toBeNull();
  });

  it('prefers the hash, then the cookie, then TypeScript', () => {
    expect(initialCodeVariant('#Demo.tsx', 'codeVariant=JS')).toBe('TS');
    expect(initialCodeVariant('', 'codeVariant=JS')).toBe('JS');
    expect(initialCodeVariant('#x', '')).toBe('TS');
  });

  it('stores for a year on every path', () => {
    expect(serializeCookie(CODE_VARIANT_CODEC, 'JS')).toBe(
      'codeVariant=JS; path=/; max-age=31536000; samesite=lax',
    );
  });
});
