import type { PageToolName } from '../../src/docs/page/pageToolNames';

/**
 * What each interactive tool a page embeds (`::tool{name="…"}`) lets a reader do, in one
 * sentence: a markdown twin says it where the tool stands, with the page's URL.
 */
export const TOOL_SENTENCES: Record<PageToolName, string> = {
  colorTool:
    'An interactive color tool: pick the primary and secondary colors, see them applied to the demos of the page, and copy them as theme code.',
  densityTool:
    'An interactive density tool: change the spacing unit and dense variants of the components, see the demos of the page follow, and copy the theme code.',
  themeBuilder:
    'An interactive theme builder for Material UI: set the palette, typography, shape and spacing, preview components in the theme, and export it as code.',
  joyThemeBuilder:
    'An interactive theme builder for Joy UI: set the color schemes, typography and radius, preview Joy UI components in the theme, and export it as code.',
  defaultThemeViewer:
    "A searchable tree of the default theme object Material UI's `createTheme()` returns, in light or dark mode.",
  joyDefaultThemeViewer:
    "A searchable tree of the default theme object Joy UI's `extendTheme()` returns, for the light or dark color scheme.",
  templateGallery:
    'A gallery of the full-page Material UI templates, each with a live preview, a link to the template and its description.',
  joyTemplateGallery:
    'A gallery of the full-page Joy UI templates, each with a live preview, a link to the template and its description.',
  sponsorTiers: 'The list of sponsors, grouped by sponsorship tier.',
  componentGallery:
    'A gallery of every Material UI component page, grouped by navigation section, with a filter by name.',
  materialIconGallery:
    'A searchable gallery of every icon of @mui/icons-material, in each theme (filled, outlined, rounded, two tone, sharp), with its import line.',
  systemPropertiesTable:
    'A table of every key the `sx` prop maps: its CSS properties, the part of the theme it reads and an example, with a filter by name and group.',
};

/** The sentence a markdown twin puts where a page embeds a tool. */
export function toolMarkdown(name: PageToolName, pageUrl: string): string {
  return `*Interactive tool:* ${TOOL_SENTENCES[name]} Use it on the page: [${pageUrl}](${pageUrl}).`;
}
