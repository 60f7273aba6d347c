import { LicenseInfo } from '@mui/x-license-pro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDemoLicenseKey } from './demoLicenseKey';

describe('readDemoLicenseKey', () => {
  it('returns the key, trimmed', () => {
    expect(readDemoLicenseKey('  abc123  ')).toBe('abc123');
  });

  it('returns null for an unset or blank variable', () => {
    expect(readDemoLicenseKey(undefined)).toBeNull();
    expect(readDemoLicenseKey('')).toBeNull();
    expect(readDemoLicenseKey('   ')).toBeNull();
  });
});

describe('the demo license module', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
    LicenseInfo.setLicenseKey(undefined as unknown as string);
  });

  it('stores the key from NEXT_PUBLIC_MUI_X_LICENSE_KEY in the MUI X license store', async () => {
    vi.stubEnv('NEXT_PUBLIC_MUI_X_LICENSE_KEY', 'test-license-key');
    vi.resetModules();
    await import('./demoLicenseKey');
    const store = await import('@mui/x-license-pro');
    expect(store.LicenseInfo.getLicenseKey()).toBe('test-license-key');
  });

  it('leaves the store empty when the variable is blank', async () => {
    vi.stubEnv('NEXT_PUBLIC_MUI_X_LICENSE_KEY', '');
    vi.resetModules();
    await import('./demoLicenseKey');
    const store = await import('@mui/x-license-pro');
    expect(store.LicenseInfo.getLicenseKey()).toBeUndefined();
  });
});
