import type { DemoRecord } from './demoRecord';

/**
 * The MUI X license key the Pro and Premium demos run with, from
 * `NEXT_PUBLIC_MUI_X_LICENSE_KEY` (inlined by Next.js at build time). Empty or
 * unset: the demos keep the packages' own watermark and console message.
 */
export function readDemoLicenseKey(env: string | undefined): string | null {
  const key = env?.trim() ?? '';
  return key === '' ? null : key;
}

/** This build's key (kept apart from `@mui/x-license-pro`, which only the demos' code loads). */
export const DEMO_LICENSE_KEY = readDemoLicenseKey(process.env.NEXT_PUBLIC_MUI_X_LICENSE_KEY);

/**
 * The demo a page explains the watermark beside: its first Pro or Premium demo, or null when it
 * has none or the site has a license key (then no demo shows a watermark).
 */
export function licenseNoteDemo(demos: readonly DemoRecord[], key: string | null): string | null {
  if (key !== null) {
    return null;
  }
  return demos.find((demo) => demo.plan !== undefined)?.name ?? null;
}
