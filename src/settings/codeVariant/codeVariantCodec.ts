import { cookieValue, parseStored, type StorageCodec } from '../storageCodec';

export type CodeVariant = 'TS' | 'JS';

/** Kept in a cookie for a year, on every path. */
export const CODE_VARIANT_CODEC: StorageCodec<CodeVariant> = {
  key: 'codeVariant',
  values: ['TS', 'JS'],
  defaultValue: 'TS',
  cookieMaxAge: 31536000,
};

/** The attribute on `<html>` that selects which variant of every code sample shows. */
export const CODE_VARIANT_ATTRIBUTE = 'data-code-variant';

/** The variant a URL hash asks for: `#BasicDataGrid.js` → JS, `#BasicDataGrid.tsx` → TS. */
export function codeVariantFromHash(hash: string): CodeVariant | null {
  if (/\.js$/.test(hash)) {
    return 'JS';
  }
  if (/\.tsx$/.test(hash)) {
    return 'TS';
  }
  return null;
}

/** The variant stored in a `Cookie` header or `document.cookie` string. */
export function codeVariantFromCookie(cookie: string): CodeVariant | null {
  const value = cookieValue(cookie, CODE_VARIANT_CODEC.key);
  return CODE_VARIANT_CODEC.values.includes(value as CodeVariant) ? (value as CodeVariant) : null;
}

/** The variant a page starts with: the hash wins, then the cookie, then TypeScript. */
export function initialCodeVariant(hash: string, cookie: string): CodeVariant {
  return (
    codeVariantFromHash(hash) ??
    parseStored(CODE_VARIANT_CODEC, cookieValue(cookie, CODE_VARIANT_CODEC.key))
  );
}
