import { createElement, useContext } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ServerIslandContext } from './serverIsland';
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

  it('tells its inside, and only its inside, that it is never hydrated', () => {
    function Probe() {
      return createElement('output', null, String(useContext(ServerIslandContext)));
    }
    const html = renderToString(
      createElement(
        'main',
        null,
        createElement(Probe),
        createElement(StaticIsland, null, createElement(Probe)),
      ),
    );
    expect(html).toBe('<main><output>false</output><div><output>true</output></div></main>');
  });
});
