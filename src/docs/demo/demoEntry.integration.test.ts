import { describe, expect, it } from 'vitest';
import { DEMO_LOADERS } from '../../../generated/demoLoaders';
import { demoEntry } from './demoEntry';
import type { DemoRecord } from './demoRecord';

function record(name: string, fields: Partial<DemoRecord> = {}): DemoRecord {
  return {
    name,
    file: name.slice(name.lastIndexOf('/') + 1),
    title: 'Title',
    preview: null,
    kind: 'component',
    codeUrl: '/demo-code/x.json',
    ...fields,
  };
}

describe('demoEntry', () => {
  it("takes the demo's loader by name and its height and kind from the record", () => {
    const name = 'x/react-data-grid/BasicDataGrid';
    const entry = demoEntry(record(name, { height: 400, kind: 'dataGrid' }));
    expect(entry.name).toBe(name);
    expect(entry.load).toBe(DEMO_LOADERS[name]);
    expect(entry.height).toBe(400);
    expect(entry.dataGrid).toBe(true);
    expect(entry.datePicker).toBe(false);
    // Vitest runs in Node, where the server's modules are there to render.
    expect(entry.renderOnServer).toBeTypeOf('function');
  });

  it('gives the same entry for the same demo, so effects depending on it run once', () => {
    const name = 'x/react-charts/BasicBarChart';
    expect(demoEntry(record(name))).toBe(demoEntry(record(name)));
    expect(demoEntry(record(name)).dataGrid).toBe(false);
  });

  it('marks a date picker demo, whose popup is warmed once it is live', () => {
    const entry = demoEntry(record('x/react-date-pickers/BasicDatePicker', { kind: 'datePicker' }));
    expect(entry.datePicker).toBe(true);
    expect(entry.dataGrid).toBe(false);
  });

  it('names the missing demo and the command that writes the loaders', () => {
    expect(() => demoEntry(record('x/react-charts/NoSuchDemo'))).toThrow(
      'The demo "x/react-charts/NoSuchDemo" is not in generated/demoLoaders.ts: run `npm run generate`.',
    );
  });
});
