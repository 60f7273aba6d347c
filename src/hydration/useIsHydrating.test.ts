import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useIsHydrating } from './useIsHydrating';

function Probe() {
  return createElement('output', null, useIsHydrating() ? 'hydrating' : 'browser');
}

// The browser half (false after hydration and in renders that start in the browser) needs a
// browser: tests/e2e/hydration.spec.ts.
describe('useIsHydrating on the server', () => {
  it('is true, as it is for the render that hydrates this HTML', () => {
    expect(renderToString(createElement(Probe))).toBe('<output>hydrating</output>');
  });
});
