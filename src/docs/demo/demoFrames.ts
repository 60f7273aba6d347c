import type { ComponentType, ReactNode } from 'react';
import type { FamilyId } from '../../products/productRegistry';
import { DemoThemeProvider } from './DemoThemeProvider';

/** What a demo renders inside: its family's theme or provider. */
export type DemoFrame = ComponentType<{ children: ReactNode }>;

/**
 * The families whose demos need a setup of their own, each a chunk fetched only on pages
 * with such demos. Every other family's demos (Material UI, MUI X, Base UI, MUI System) run
 * under the Material theme of DemoThemeProvider, which the demo engine's own chunk holds.
 */
const FRAME_LOADERS: Partial<Record<FamilyId, () => Promise<DemoFrame>>> = {
  'joy-ui': () => import('./JoyDemoFrame').then((module) => module.JoyDemoFrame),
};

const loadedFrames = new Map<FamilyId, DemoFrame>();

/** The frame of a family's demos when it is at hand (always for the Material theme), else null. */
export function loadedDemoFrame(family: FamilyId | null): DemoFrame | null {
  if (family === null || !FRAME_LOADERS[family]) {
    return DemoThemeProvider;
  }
  return loadedFrames.get(family) ?? null;
}

/** The frame of a family's demos, fetched once. */
export async function loadDemoFrame(family: FamilyId | null): Promise<DemoFrame> {
  const ready = loadedDemoFrame(family);
  if (ready) {
    return ready;
  }
  const frame = await FRAME_LOADERS[family!]!();
  loadedFrames.set(family!, frame);
  return frame;
}
