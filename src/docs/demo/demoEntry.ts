import type { ComponentType } from 'react';

/** A demo module: one default-exported component. */
export interface DemoModule {
  default: ComponentType;
}

/** One demo of the site, as listed in generated/demoRegistry.ts. */
export interface DemoEntry {
  name: string;
  title: string;
  pagePathname: string;
  /** The height (px) the demo's outermost box declares: kept for it until its code loads. */
  height?: number;
  /** It imports a data grid package: DemoLive prepares the grid first (prepareDataGrid). */
  dataGrid?: boolean;
  /** Fetches the demo's own chunk (never requested before this is called). */
  load: () => Promise<DemoModule>;
  /**
   * The demo module for server rendering, only in the server bundle (`undefined` in the
   * browser): the module itself, or a promise of it when webpack made it asynchronous.
   */
  renderOnServer: (() => DemoModule | Promise<DemoModule>) | undefined;
}
