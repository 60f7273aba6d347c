import type { ComponentType } from 'react';

/** One demo of the site, as listed in generated/demoRegistry.ts. */
export interface DemoEntry {
  name: string;
  title: string;
  pagePathname: string;
  Component: ComponentType;
}
