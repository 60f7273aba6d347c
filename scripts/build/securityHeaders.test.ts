import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptSource, securityHeaders } from './securityHeaders';

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
    expect(sources.indexOf('/feedback/')).toBeGreaterThan(sources.indexOf('/:path*'));
    expect(sources).toContain('/zh/analytics/');
  });
});
