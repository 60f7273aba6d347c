export type CodeVariant = 'TS' | 'JS';

export const CODE_VARIANTS: readonly CodeVariant[] = ['TS', 'JS'];
export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';
export const CODE_VARIANT_COOKIE = 'codeVariant';
/** One year, as the spec sets it. */
export const CODE_VARIANT_MAX_AGE = 31536000;
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
  const match = new RegExp(`(?:^|;\\s*)${CODE_VARIANT_COOKIE}=([^;]*)`).exec(cookie);
  const value = match?.[1];
  return value === 'TS' || value === 'JS' ? value : null;
}

/** The variant a page starts with: the hash wins, then the cookie, then TypeScript. */
export function initialCodeVariant(hash: string, cookie: string): CodeVariant {
  return codeVariantFromHash(hash) ?? codeVariantFromCookie(cookie) ?? DEFAULT_CODE_VARIANT;
}

/** The `document.cookie` assignment that stores a variant for every page for a year. */
export function serializeCodeVariantCookie(variant: CodeVariant): string {
  return `${CODE_VARIANT_COOKIE}=${variant}; path=/; max-age=${CODE_VARIANT_MAX_AGE}; samesite=lax`;
}
