import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DeferredHydration } from './DeferredHydration';

describe('DeferredHydration', () => {
  it('marks its server HTML as one completed Suspense region, which React hydrates last', () => {
    const html = renderToString(
      createElement(DeferredHydration, null, createElement('main', null, 'Page')),
    );
    // `<!--$-->` … `<!--/$-->` is a boundary the server completed: the browser hydrates it in a
    // render of its own, at the lowest priority, instead of with the document.
    expect(html).toBe('<!--$--><main>Page</main><!--/$-->');
  });
});
