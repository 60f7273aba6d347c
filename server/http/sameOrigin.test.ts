import { describe, expect, it } from 'vitest';
import { originProblem } from './sameOrigin';

describe('originProblem', () => {
  it('accepts a configured origin', () => {
    expect(originProblem('https://mui.com', ['https://mui.com'], 3000)).toBeNull();
    expect(
      originProblem(
        'https://docs.example.com',
        ['https://mui.com', 'https://docs.example.com'],
        80,
      ),
    ).toBeNull();
  });

  it('accepts this machine on the port the request arrived at', () => {
    expect(originProblem('http://localhost:3000', [], 3000)).toBeNull();
    expect(originProblem('http://127.0.0.1:3000', [], 3000)).toBeNull();
    expect(originProblem('http://[::1]:3000', [], 3000)).toBeNull();
  });

  it('refuses another site whatever Host says (DNS rebinding), and another local port', () => {
    expect(originProblem('http://evil.example:3000', [], 3000)).toBe(
      "Origin http://evil.example:3000 may not post feedback: only the pages of this site may (set DOCS_PRODUCTION_HOST to the site's host, or add the origin to FEEDBACK_ALLOWED_ORIGINS).",
    );
    expect(originProblem('http://localhost:4000', [], 3000)).not.toBeNull();
    expect(originProblem('https://localhost:3000', [], 3000)).not.toBeNull();
  });

  it('refuses a missing, opaque or malformed origin', () => {
    expect(originProblem(undefined, [], 3000)).toMatch(/Origin header is missing/);
    expect(originProblem('null', [], 3000)).toMatch(/Origin header is "null"/);
    expect(originProblem('not a url', [], 3000)).toMatch(/is not an origin/);
  });
});
