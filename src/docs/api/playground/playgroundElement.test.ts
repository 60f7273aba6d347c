import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { placeInSlot } from './playgroundElement';

const h = createElement;

describe('placeInSlot', () => {
  it('inserts the element at the path, among the siblings of its innermost parent', () => {
    const wrapper = h(
      'table',
      null,
      h('tbody', null, h('tr', null, h('td', null, 'Name'), h('td', null, 'Price'))),
    );
    const html = renderToStaticMarkup(placeInSlot(wrapper, [0, 0, 1], h('td', { id: 'it' }, '4')));
    expect(html).toBe(
      '<table><tbody><tr><td>Name</td><td id="it">4</td><td>Price</td></tr></tbody></table>',
    );
  });

  it('makes the element the only child of a parent without children', () => {
    expect(renderToStaticMarkup(placeInSlot(h('ul'), [0], h('li', null, 'One')))).toBe(
      '<ul><li>One</li></ul>',
    );
  });

  it('refuses a path that goes through text', () => {
    expect(() => placeInSlot(h(Fragment, null, 'text'), [0, 0], h('b'))).toThrow(
      'goes through no element',
    );
  });
});
