import { LicenseInfo } from '@mui/x-license-pro';

/**
 * The MUI X license key the Pro and Premium demos run with, from
 * `NEXT_PUBLIC_MUI_X_LICENSE_KEY` (inlined by Next.js at build time). Empty or
 * unset: the demos keep the packages' own watermark and console message.
 */
export function readDemoLicenseKey(env: string | undefined): string | null {
  const key = env?.trim() ?? '';
  return key === '' ? null : key;
}

const key = readDemoLicenseKey(process.env.NEXT_PUBLIC_MUI_X_LICENSE_KEY);

if (key) {
  // The license store is a global shared by every copy of the package, so
  // setting it once here, before any demo renders, covers every demo.
  LicenseInfo.setLicenseKey(key);
}
