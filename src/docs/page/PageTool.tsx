import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { PageToolName } from './pageToolNames';

/**
 * Each tool is its own chunk, loaded only by the pages that embed it (and server-rendered there).
 * Add a tool's name to `pageToolNames.ts` and its loader here.
 */
const PAGE_TOOLS: Record<PageToolName, ComponentType> = {
  colorTool: dynamic(() => import('../../theme/ColorTool').then((module) => module.ColorTool)),
  densityTool: dynamic(() =>
    import('../../theme/DensityTool').then((module) => module.DensityTool),
  ),
  templateGallery: dynamic(() => import('../../templates/TemplateGallery')),
  joyTemplateGallery: dynamic(() =>
    import('../../templates/TemplateGallery').then((module) => module.JoyTemplateGallery),
  ),
  sponsorTiers: dynamic(() =>
    import('../../sponsors/SponsorTiers').then((module) => module.SponsorTiers),
  ),
  themeBuilder: dynamic(() => import('../../theme/builder/ThemeBuilder')),
  joyThemeBuilder: dynamic(() => import('../../theme/joyBuilder/JoyThemeBuilder')),
  defaultThemeViewer: dynamic(() => import('../../theme/defaultTheme/DefaultThemeViewer')),
  joyDefaultThemeViewer: dynamic(() => import('../../theme/defaultTheme/JoyDefaultThemeViewer')),
  componentGallery: dynamic(() => import('../../componentGallery/ComponentGallery')),
  materialIconGallery: dynamic(() => import('../../iconGallery/MaterialIconGallery')),
  systemPropertiesTable: dynamic(
    () => import('../../theme/systemProperties/SystemPropertiesTable'),
  ),
};

/** The tool a page's `::tool{name="…"}` slot names. */
export function PageTool({ name }: { name: PageToolName }) {
  const Tool = PAGE_TOOLS[name];
  return <Tool />;
}
