/**
 * The interactive tools a markdown page may embed with `::tool{name="…"}`.
 * React-free: the markdown renderer checks slot names against this list at build time;
 * `PageTool.tsx` maps each name to its lazily loaded component.
 */
export const PAGE_TOOL_NAMES = [
  'colorTool',
  'densityTool',
  'themeBuilder',
  'joyThemeBuilder',
  'defaultThemeViewer',
  'joyDefaultThemeViewer',
  'templateGallery',
  'joyTemplateGallery',
  'sponsorTiers',
  'componentGallery',
  'materialIconGallery',
  'systemPropertiesTable',
] as const;

export type PageToolName = (typeof PAGE_TOOL_NAMES)[number];
