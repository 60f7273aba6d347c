import { describe, expect, it } from 'vitest';
import { baseUiDocsTabPages, baseUiNav, joyUiNav, materialUiNav, systemNav } from '.';

const families = [
  { prefix: '/material-ui/', entries: materialUiNav, count: 268 },
  { prefix: '/joy-ui/', entries: joyUiNav, count: 146 },
  { prefix: '/base-ui/', entries: baseUiNav, count: 95 },
  { prefix: '/system/', entries: systemNav, count: 32 },
];

describe('core families navigation data', () => {
  it.each(families)(
    '$prefix lists its pages once each, under its own prefix',
    ({ prefix, entries, count }) => {
      expect(entries).toHaveLength(count);
      expect(new Set(entries.map((entry) => entry.pathname)).size).toBe(count);
      for (const entry of entries) {
        expect(entry.pathname.startsWith(prefix), entry.pathname).toBe(true);
        expect(entry.pathname.endsWith('/'), entry.pathname).toBe(false);
        expect(entry.title.length).toBeGreaterThan(0);
      }
    },
  );

  it('gives each of the 22 Base UI pages with docs tabs a Components API and a Hooks API tab', () => {
    expect(baseUiDocsTabPages).toHaveLength(44);
    const pages = new Set(
      baseUiDocsTabPages.map((tab) => tab.replace(/\/(components|hooks)-api$/, '')),
    );
    expect(pages.size).toBe(22);
    for (const page of pages) {
      expect(baseUiDocsTabPages).toContain(`${page}/components-api`);
      expect(baseUiDocsTabPages).toContain(`${page}/hooks-api`);
      expect(
        baseUiNav.some((entry) => entry.pathname === page),
        page,
      ).toBe(true);
    }
  });
});
