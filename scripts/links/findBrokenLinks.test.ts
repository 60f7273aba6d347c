import { describe, expect, it } from 'vitest';
import { findBrokenLinks } from './findBrokenLinks';

const api = {
  url: '/x/api/data-grid/data-grid/',
  html: '<h2 id="props">Props</h2><div id="props-checkboxSelection"></div>',
};

function page(html: string) {
  return { url: '/x/react-data-grid/', html: `<h2 id="intro">Intro</h2>${html}` };
}

describe('findBrokenLinks', () => {
  it('accepts links to pages and anchors that exist', () => {
    const links = page(
      '<a href="/x/api/data-grid/data-grid/#props-checkboxSelection">x</a><a class="a" href="#intro">i</a>',
    );
    expect(findBrokenLinks([api, links])).toEqual([]);
  });

  it('names a missing anchor on another page and on the same page', () => {
    const links = page(
      '<a href="/x/api/data-grid/data-grid/#props-nope">x</a><a href="#outro">o</a>',
    );
    expect(findBrokenLinks([api, links])).toEqual([
      {
        page: '/x/react-data-grid/',
        href: '/x/api/data-grid/data-grid/#props-nope',
        problem: '/x/api/data-grid/data-grid/ has no element with id "props-nope"',
      },
      {
        page: '/x/react-data-grid/',
        href: '#outro',
        problem: '/x/react-data-grid/ has no element with id "outro"',
      },
    ]);
  });

  it('names a missing page and a missing trailing slash', () => {
    const links = page(
      '<a href="/x/react-data-grid/editin/">e</a><a href="/x/api/data-grid/data-grid">d</a>',
    );
    expect(findBrokenLinks([api, links]).map((link) => link.problem)).toEqual([
      'no page has this URL',
      'add the trailing slash: /x/api/data-grid/data-grid/',
    ]);
  });

  it('leaves other sites, files, endpoints and extra routes alone', () => {
    const links = page(
      '<a href="https://github.com/mui/mui-x">g</a><a href="/_next/static/a.js">s</a><a href="/api/feedback/">f</a><a href="/logo.svg">l</a><a href="/feedback/">admin</a><a href="mailto:a@b.c">m</a>',
    );
    expect(findBrokenLinks([api, links], ['/feedback/'])).toEqual([]);
  });

  it('decodes escaped ids and hrefs', () => {
    const target = { url: '/a/', html: '<h2 id="what&#x27;s-new">x</h2>' };
    const links = { url: '/b/', html: '<a href="/a/#what&#x27;s-new">x</a>' };
    expect(findBrokenLinks([target, links])).toEqual([]);
  });
});
