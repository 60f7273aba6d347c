import { describe, expect, it } from 'vitest';
import { originProblem } from './sameOrigin';

describe('originProblem', () => {
  it('accepts the request host', () => {
    expect(originProblem('http://localhost:3000', 'localhost:3000', [])).toBeNull();
    expect(originProblem('https://docs.example.com', 'Docs.Example.com', [])).toBeNull();
  });

  it('accepts an allowed origin', () => {
    expect(
      originProblem('https://docs.example.com', 'internal:3000', ['https://docs.example.com']),
    ).toBeNull();
  });

  it('refuses a missing, opaque or malformed origin', () => {
    expect(originProblem(undefined, 'localhost:3000', [])).toMatch(/Origin header is missing/);
    expect(originProblem('null', 'localhost:3000', [])).toMatch(/Origin header is "null"/);
    expect(originProblem('not a url', 'localhost:3000', [])).toMatch(/is not an origin/);
  });

  it('refuses another site, or another port of this host', () => {
    expect(originProblem('https://evil.example', 'localhost:3000', [])).toBe(
      'Origin https://evil.example may not post feedback: only the pages of this site may (add the origin to FEEDBACK_ALLOWED_ORIGINS to allow it).',
    );
    expect(originProblem('http://localhost:4000', 'localhost:3000', [])).not.toBeNull();
  });
});
