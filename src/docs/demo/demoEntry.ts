import type { ComponentType } from 'react';
import { DEMO_LOADERS, DEMO_SERVER_MODULES } from '../../../generated/demoLoaders';
import type { FamilyId } from '../../products/productRegistry';
import { demoFamily } from './demoFamily';
import type { DemoRecord } from './demoRecord';

/** A demo module: one default-exported component. */
export interface DemoModule {
  default: ComponentType;
}

/** Each demo's chunk by name (generated/demoLoaders.ts): fetched only when called. */
export type DemoLoaders = Readonly<Record<string, () => Promise<DemoModule>>>;

/**
 * Each demo's module by name for server rendering, only in the server bundle: the module
 * itself, or a promise of it when webpack made it asynchronous.
 */
export type DemoServerModules = Readonly<Record<string, () => DemoModule | Promise<DemoModule>>>;

/** What DemoLive needs to bring one demo to life: its record's runtime part and its loaders. */
export interface DemoEntry {
  name: string;
  /** The family whose setup the demo runs in (demoFrames.ts), from its folder. */
  family: FamilyId | null;
  /** The height (px) the demo's outermost box declares: kept for it until its code loads. */
  height?: number;
  /** It imports a data grid package: DemoLive prepares the grid first (prepareDataGrid). */
  dataGrid: boolean;
  /** It imports a date pickers package: once live, a picker's popup is warmed (PickerPopupWarmUp). */
  datePicker: boolean;
  /** Fetches the demo's own chunk (never requested before this is called). */
  load: () => Promise<DemoModule>;
  /** The demo module for server rendering; `undefined` in the browser. */
  renderOnServer: (() => DemoModule | Promise<DemoModule>) | undefined;
}

/** One entry per demo, so DemoLive's effects see the same object on every render. */
const entries = new Map<string, DemoEntry>();

/** The entry of a demo, by its record: a lookup by name in the generated loaders. */
export function demoEntry(record: DemoRecord): DemoEntry {
  let entry = entries.get(record.name);
  if (!entry) {
    const load = DEMO_LOADERS[record.name];
    if (!load) {
      throw new Error(
        `The demo "${record.name}" is not in generated/demoLoaders.ts: run \`npm run generate\`.`,
      );
    }
    entry = {
      name: record.name,
      family: demoFamily(record.name),
      height: record.height,
      dataGrid: record.kind === 'dataGrid',
      datePicker: record.kind === 'datePicker',
      load,
      renderOnServer: DEMO_SERVER_MODULES?.[record.name],
    };
    entries.set(record.name, entry);
  }
  return entry;
}
