import { describe, expect, it } from 'vitest';
import { serviceWorkerScriptUrl, shouldRegisterServiceWorker } from './serviceWorkerHost';

describe('shouldRegisterServiceWorker', () => {
  it('registers on the production host only', () => {
    expect(shouldRegisterServiceWorker('mui.com', 'mui.com')).toBe(true);
    expect(shouldRegisterServiceWorker('MUI.com', ' mui.com ')).toBe(true);
    expect(shouldRegisterServiceWorker('localhost', 'localhost')).toBe(true);
  });

  it('never on another host, a subdomain or a loopback address of it', () => {
    expect(shouldRegisterServiceWorker('localhost', 'mui.com')).toBe(false);
    expect(shouldRegisterServiceWorker('next.mui.com', 'mui.com')).toBe(false);
    expect(shouldRegisterServiceWorker('127.0.0.1', 'localhost')).toBe(false);
  });

  it('defaults to mui.com', () => {
    expect(shouldRegisterServiceWorker('mui.com')).toBe(
      !process.env.NEXT_PUBLIC_DOCS_PRODUCTION_HOST ||
        process.env.NEXT_PUBLIC_DOCS_PRODUCTION_HOST === 'mui.com',
    );
  });
});

describe('serviceWorkerScriptUrl', () => {
  it('names the build, so each deployment installs its own worker', () => {
    expect(serviceWorkerScriptUrl('Stn4dtNgODo2rPe9Ayg-8')).toBe(
      '/x/sw.js?build=Stn4dtNgODo2rPe9Ayg-8',
    );
    expect(serviceWorkerScriptUrl('a b&c')).toBe('/x/sw.js?build=a%20b%26c');
  });
});
