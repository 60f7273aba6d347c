import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  BUILD_ASSET_PATHS,
  contentSecurityPolicy,
  DOCUMENT_PATHS,
  inlineScriptSource,
  securityHeaders,
} from './securityHeaders';

describe('contentSecurityPolicy', () => {
  it('lets eval run only where the live editor may run', () => {
    const docs = contentSecurityPolicy({
      liveEditor: true,
      frameAncestors: "'self'",
      googleAnalytics: false,
    });
    const admin = contentSecurityPolicy({
      liveEditor: false,
      frameAncestors: "'none'",
      googleAnalytics: false,
    });
    expect(docs).toMatch(
      /script-src 'self' 'sha256-[A-Za-z0-9+/]+=*' 'sha256-[A-Za-z0-9+/]+=*' 'unsafe-eval';/,
    );
    expect(admin).not.toContain('unsafe-eval');
    expect(admin).toContain("frame-ancestors 'none'");
    expect(docs).not.toContain('googletagmanager');
  });

  it('allows gtag only when Google Analytics is on', () => {
    const policy = contentSecurityPolicy({
      liveEditor: true,
      frameAncestors: "'self'",
      googleAnalytics: true,
    });
    expect(policy).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(policy).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
  });
});

describe('inlineScriptSource', () => {
  it('is the base64 SHA-256 of the exact script', () => {
    const expected = createHash('sha256').update('alert(1)').digest('base64');
    expect(inlineScriptSource('alert(1)')).toBe(`'sha256-${expected}'`);
  });
});

describe('securityHeaders', () => {
  it('gives the admin pages the strict policy after the general one', () => {
    const entries = securityHeaders(false);
    const sources = entries.map((entry) => entry.source);
    expect(sources.indexOf('/feedback/')).toBeGreaterThan(sources.indexOf(DOCUMENT_PATHS));
    expect(sources).toContain('/zh/analytics/');
  });

  it("leaves the build's scripts and styles only nosniff", () => {
    // Next matches sources with path-to-regexp; the same pattern, tried here as a RegExp.
    const documents = new RegExp(`^/${DOCUMENT_PATHS.slice('/:path'.length)}$`);
    expect(documents.test('/_next/static/chunks/main-1a2b.js')).toBe(false);
    for (const path of [
      '/x/introduction/licensing/',
      '/favicon.svg',
      '/_next/data/b/x.json',
      '/',
    ]) {
      expect(documents.test(path), path).toBe(true);
    }
    const assets = securityHeaders(false).find((entry) => entry.source === BUILD_ASSET_PATHS);
    expect(assets?.headers).toEqual([{ key: 'X-Content-Type-Options', value: 'nosniff' }]);
  });
});
