import { createRequire } from 'node:module';
import path from 'node:path';
import {
  buildSystemPropertyRows,
  PROBE_MD,
  PROBE_SPACING,
  type SxConfigEntry,
  type SxFunction,
  type SystemPropertyTable,
} from './systemPropertyRows';

/** The style groups `@mui/system` exports as composed style functions, in the table's order. */
const STYLE_GROUPS = [
  'borders',
  'display',
  'flexbox',
  'grid',
  'palette',
  'positions',
  'shadows',
  'sizing',
  'spacing',
  'typography',
] as const;

interface StyleFunctionExport {
  filterProps?: string[];
}

/** The system property table of the `@mui/system` installed under `root`. */
export function readSystemProperties(root: string): SystemPropertyTable {
  const require = createRequire(path.join(root, 'package.json'));
  const system = require('@mui/system') as Record<string, unknown> & {
    unstable_defaultSxConfig: Record<string, SxConfigEntry>;
    unstable_styleFunctionSx: SxFunction;
    createTheme: (options: object) => object;
  };
  const material = require('@mui/material/styles') as { createTheme: () => object };
  const { version } = require('@mui/system/package.json') as { version: string };
  // Emotion's list of the CSS properties whose numbers get no `px`.
  const unitless = (require('@emotion/unitless') as { default: Record<string, number> }).default;
  const probeTheme = system.createTheme({
    spacing: PROBE_SPACING,
    breakpoints: { values: { xs: 0, sm: 600, md: PROBE_MD, lg: 1200, xl: 1536 } },
  });
  const rows = buildSystemPropertyRows({
    config: system.unstable_defaultSxConfig,
    groups: STYLE_GROUPS.map((name) => ({
      name,
      props: (system[name] as StyleFunctionExport | undefined)?.filterProps ?? [],
    })),
    sx: system.unstable_styleFunctionSx,
    probeTheme,
    exampleTheme: material.createTheme(),
    isUnitless: (cssProperty) => cssProperty in unitless,
  });
  return { packageVersion: version, rows };
}
