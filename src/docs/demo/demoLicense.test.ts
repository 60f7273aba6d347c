import { describe, expect, it } from 'vitest';
import { licenseNoteDemo } from './demoLicense';
import type { DemoRecord } from './demoRecord';

function demo(name: string, plan?: DemoRecord['plan']): DemoRecord {
  return {
    name,
    file: name.slice(name.lastIndexOf('/') + 1),
    title: name,
    preview: null,
    kind: 'dataGrid',
    ...(plan ? { plan } : {}),
    codeUrl: `/demo-code/${name}.json`,
  };
}

describe('licenseNoteDemo', () => {
  const page = [
    demo('x/react-data-grid/BasicGrid'),
    demo('x/react-data-grid/PinnedGrid', 'pro'),
    demo('x/react-data-grid/GroupedGrid', 'premium'),
  ];

  it('picks the first Pro or Premium demo when the site has no key', () => {
    expect(licenseNoteDemo(page, null)).toBe('x/react-data-grid/PinnedGrid');
    expect(licenseNoteDemo(page.slice(2), null)).toBe('x/react-data-grid/GroupedGrid');
  });

  it('picks none on a page of free demos, or when the site has a key', () => {
    expect(licenseNoteDemo(page.slice(0, 1), null)).toBeNull();
    expect(licenseNoteDemo([], null)).toBeNull();
    expect(licenseNoteDemo(page, 'a-license-key')).toBeNull();
  });
});
