import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { PageToolName } from './pageToolNames';

/**
 * Each tool is its own chunk, loaded only by the pages that embed it (and server-rendered there).
 * Add a tool's name to `pageToolNames.ts` and its loader here.
 */
const PAGE_TOOLS: Partial<Record<PageToolName, ComponentType>> = {
  themeBuilder: dynamic(() => import('../../theme/builder/ThemeBuilder')),
  defaultThemeViewer: dynamic(() => import('../../theme/defaultTheme/DefaultThemeViewer')),
};

/** The tool a page's `::tool{name="…"}` slot names. */
export function PageTool({ name }: { name: PageToolName }) {
  const Tool = PAGE_TOOLS[name];
  if (!Tool) {
    throw new Error(
      `The page tool "${name}" has no component: add its loader to PAGE_TOOLS in src/docs/page/PageTool.tsx.`,
    );
  }
  return <Tool />;
}
