/**
 * The table of the `sx` prop's system properties, built from what the installed `@mui/system`
 * does: its sx configuration (`unstable_defaultSxConfig`), its style groups (`spacing`,
 * `palette`… and the props each one filters) and its `styleFunctionSx`, run on probe values.
 * Pure: the caller passes the package's exports in, so a test can pass small stand-ins.
 */

/** One entry of `unstable_defaultSxConfig` (the parts this table reads). */
export interface SxConfigEntry {
  cssProperty?: string | false;
  themeKey?: string;
  transform?: unknown;
  style?: unknown;
}

export type SxFunction = (props: { sx: Record<string, unknown>; theme: object }) => unknown;

export interface SystemPropertyInputs {
  /** `unstable_defaultSxConfig`. */
  config: Readonly<Record<string, SxConfigEntry>>;
  /** Each style group's name and the props its composed style function filters. */
  groups: readonly { name: string; props: readonly string[] }[];
  /** `unstable_styleFunctionSx`. */
  sx: SxFunction;
  /** A theme whose spacing unit is `PROBE_SPACING` and whose `md` breakpoint is `PROBE_MD`. */
  probeTheme: object;
  /** The theme the examples run against (Material UI's default theme). */
  exampleTheme: object;
  /** Whether Emotion writes a number for this CSS property without `px` (`zIndex`). */
  isUnitless: (cssProperty: string) => boolean;
}

export interface SystemPropertyRow {
  /** The key in `sx` (`px`). */
  prop: string;
  /** The style group it belongs to (`spacing`), or `other`. */
  group: string;
  /** The CSS properties it writes (`['paddingLeft', 'paddingRight']`). */
  css: string[];
  /** Where the value is looked up: `theme.spacing`, `theme.palette`…, or null (used as written). */
  theme: string | null;
  /** An input and the CSS it produces with the example theme, when the value is mapped. */
  example: { input: string; output: string } | null;
}

export interface SystemPropertyTable {
  packageVersion: string;
  rows: SystemPropertyRow[];
}

/** The probe theme's spacing unit and `md` breakpoint: values no real theme would use. */
export const PROBE_SPACING = 7;
export const PROBE_MD = 913;

/** The value each kind of mapping is shown with in the examples. */
const EXAMPLE_VALUES: Record<string, unknown> = {
  'theme.spacing': 2,
  'theme.palette': 'primary.main',
  'theme.borders': 1,
  'theme.shape.borderRadius': 2,
  'theme.shadows': 1,
  'theme.zIndex': 'modal',
  'theme.breakpoints.values': 'sm',
};

/** Per property, where one value shows its behavior better than its mapping's value. */
const EXAMPLE_VALUES_BY_PROP: Record<string, unknown> = {
  typography: 'body2',
  fontFamily: 'fontFamily',
  fontSize: 'h6.fontSize',
  fontWeight: 'bold',
  fontStyle: null,
  displayPrint: 'none',
  width: 0.5,
  height: 0.5,
  minWidth: 0.25,
  minHeight: 0.25,
  maxHeight: 0.75,
  grey: null,
};

function flattenKeys(css: unknown, into: Set<string>): void {
  if (!css || typeof css !== 'object') {
    return;
  }
  for (const [key, value] of Object.entries(css)) {
    if (value && typeof value === 'object') {
      flattenKeys(value, into);
    } else {
      into.add(key);
    }
  }
}

/**
 * The CSS an sx call produced, as `property: value` text (`@media print { display: none }`),
 * numbers with the `px` Emotion adds to them unless the property is unitless.
 */
export function cssText(
  css: unknown,
  isUnitless: (cssProperty: string) => boolean = () => true,
): string {
  if (!css || typeof css !== 'object') {
    return '';
  }
  return Object.entries(css)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => {
      if (value && typeof value === 'object') {
        return `${key} { ${cssText(value, isUnitless)} }`;
      }
      const text =
        typeof value === 'number' && value !== 0 && !isUnitless(key) ? `${value}px` : value;
      return `${key}: ${text}`;
    })
    .join('; ');
}

function themeMappingOf(
  prop: string,
  entry: SxConfigEntry,
  run: (value: unknown, theme: object) => unknown,
  probeTheme: object,
): string | null {
  if (entry.themeKey) {
    return `theme.${entry.themeKey}`;
  }
  if (!entry.style) {
    return null;
  }
  // A style function of its own: find what it reads by running it on the probe theme.
  if (cssText(run(1, probeTheme)).includes(`${PROBE_SPACING}px`)) {
    return 'theme.spacing';
  }
  if (cssText(run('md', probeTheme)).includes(String(PROBE_MD))) {
    return 'theme.breakpoints.values';
  }
  throw new Error(
    `The sx property "${prop}" has a style function whose theme mapping the probe cannot find: ` +
      'add a probe for it in scripts/system/systemPropertyRows.ts.',
  );
}

function formatInput(prop: string, value: unknown): string {
  return `${prop}: ${typeof value === 'string' ? `'${value}'` : String(value)}`;
}

export function buildSystemPropertyRows(inputs: SystemPropertyInputs): SystemPropertyRow[] {
  const groupOf = new Map<string, string>();
  for (const group of inputs.groups) {
    for (const prop of group.props) {
      groupOf.set(prop, group.name);
    }
  }
  return Object.entries(inputs.config).map(([prop, entry]) => {
    const run = (value: unknown, theme: object) => inputs.sx({ sx: { [prop]: value }, theme });
    const theme = themeMappingOf(prop, entry, run, inputs.probeTheme);
    const exampleValue =
      prop in EXAMPLE_VALUES_BY_PROP
        ? EXAMPLE_VALUES_BY_PROP[prop]
        : theme
          ? EXAMPLE_VALUES[theme]
          : entry.transform
            ? 1
            : undefined;
    const exampleCss = exampleValue == null ? null : run(exampleValue, inputs.exampleTheme);
    // The CSS properties: from the example when there is one, else from a plain value.
    const keys = new Set<string>();
    flattenKeys(exampleCss ?? run('inherit', inputs.probeTheme), keys);
    return {
      prop,
      group: groupOf.get(prop) ?? 'other',
      css: [...keys],
      theme,
      example:
        exampleCss == null
          ? null
          : {
              input: formatInput(prop, exampleValue),
              output: cssText(exampleCss, inputs.isUnitless),
            },
    };
  });
}
