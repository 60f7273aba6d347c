import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StaticIsland } from './StaticIsland';

// The browser half (the server HTML stays, the very same nodes, after hydration) needs a browser:
// tests/e2e/hydration.spec.ts.
describe('StaticIsland on the server', () => {
  it('renders its children inside the element, with the element’s attributes', () => {
    const html = renderToString(
      createElement(
        StaticIsland,
        { className: 'nav-island', 'data-demo-state': 'static' } as never,
        createElement('a', { href: '/x/' }, 'Introduction'),
      ),
    );
    expect(html).toBe(
      '<div class="nav-island" data-demo-state="static"><a href="/x/">Introduction</a></div>',
    );
  });
});
