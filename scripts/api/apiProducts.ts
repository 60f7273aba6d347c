import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiPlan, ApiProductId } from '../../src/docs/api/apiJson';
import { PRODUCTS } from '../../src/products/productRegistry';
import type { ApiPackageSpec, ApiProductSpec } from './apiSources';

/** The data grid interfaces readers look up most, each with its own page. */
export const DATA_GRID_INTERFACES = [
  'GridApi',
  'GridColDef',
  'GridActionsColDef',
  'GridSingleSelectColDef',
  'GridCellParams',
  'GridRowParams',
  'GridRowClassNameParams',
  'GridRowSpacingParams',
  'GridFilterItem',
  'GridFilterModel',
  'GridFilterOperator',
  'GridAggregationFunction',
  'GridCsvExportOptions',
  'GridExcelExportOptions',
  'GridPrintExportOptions',
  'GridExportStateParams',
];

/**
 * The chart types readers configure: the series and axis objects (`curve`, `showMark`,
 * `barGapRatio`, `tickInterval`, `valueFormatter`, …) and the highlight and legend options,
 * each with its own page so the chart pages can link every option to its row.
 */
export const CHARTS_INTERFACES = [
  'LineSeriesType',
  'BarSeriesType',
  'PieSeriesType',
  'ScatterSeriesType',
  'AxisConfig',
  'ChartsAxisProps',
  'HighlightScope',
  'ChartsLegendProps',
  'ChartsTooltipProps',
];

/** An installed package, with its version read from its own manifest. */
export function installedPackage(nodeModules: string, name: string, plan: ApiPlan): ApiPackageSpec {
  const dir = path.join(nodeModules, name);
  let version: string;
  try {
    version = (
      JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }
    ).version;
  } catch {
    throw new Error(`${name} is not installed in ${nodeModules}: run \`npm ci\`.`);
  }
  return { name, version, dir, plan };
}

/**
 * The packages a core family's API is generated from, by the product
 * registry: the family's package, then its `apiPackageNames` (Material UI's
 * `@mui/lab`). Null for a folder the registry has no core family for.
 */
export function corePackageNames(
  family: string,
): { product: ApiProductId; names: string[] } | null {
  const product = PRODUCTS.find(
    (candidate) => candidate.category === 'core' && candidate.family === family,
  );
  if (!product) {
    return null;
  }
  return {
    product: product.family as ApiProductId,
    names: [product.packageName, ...(product.apiPackageNames ?? [])],
  };
}

/** The core families' APIs their guide pages ask for (front matter `components` and `hooks`). */
export interface CoreApiRequest {
  /** The content folder of the family (`base-ui`). */
  family: string;
  components: string[];
  hooks: string[];
}

/** Merges the guide pages' requests into one per family, sorted and without repeats. */
export function mergeCoreRequests(requests: readonly CoreApiRequest[]): CoreApiRequest[] {
  const byFamily = new Map<string, CoreApiRequest>();
  for (const request of requests) {
    const merged = byFamily.get(request.family) ?? {
      family: request.family,
      components: [],
      hooks: [],
    };
    merged.components = [...new Set([...merged.components, ...request.components])].sort();
    merged.hooks = [...new Set([...merged.hooks, ...request.hooks])].sort();
    byFamily.set(request.family, merged);
  }
  return [...byFamily.values()].sort((a, b) => a.family.localeCompare(b.family));
}

/** The products of the API reference and the packages each is generated from. */
export function apiProductSpecs(
  nodeModules: string,
  core: readonly CoreApiRequest[],
): ApiProductSpec[] {
  const pkg = (name: string, plan: ApiPlan = 'community') =>
    installedPackage(nodeModules, name, plan);
  const specs: ApiProductSpec[] = [
    {
      product: 'data-grid',
      packages: [
        pkg('@mui/x-data-grid'),
        pkg('@mui/x-data-grid-pro', 'pro'),
        pkg('@mui/x-data-grid-premium', 'premium'),
      ],
      components: 'all',
      hooks: [],
      interfaces: DATA_GRID_INTERFACES,
      groupedInterfaces: ['GridApi'],
      interfaceAliases: {
        GridApiCommon: 'GridApi',
        GridApiCommunity: 'GridApi',
        GridApiPro: 'GridApi',
        GridApiPremium: 'GridApi',
        GridBaseColDef: 'GridColDef',
      },
    },
    {
      product: 'date-pickers',
      packages: [pkg('@mui/x-date-pickers'), pkg('@mui/x-date-pickers-pro', 'pro')],
      components: 'all',
      hooks: [],
      interfaces: [],
    },
    {
      product: 'charts',
      packages: [pkg('@mui/x-charts')],
      components: 'all',
      hooks: [],
      interfaces: CHARTS_INTERFACES,
      interfaceVariants: { AxisConfig: { from: 'AxisScaleConfig', omit: ['scale', 'scaleType'] } },
    },
    {
      product: 'tree-view',
      packages: [pkg('@mui/x-tree-view')],
      components: 'all',
      hooks: [],
      interfaces: [],
    },
  ];
  for (const request of core) {
    const source = corePackageNames(request.family);
    if (!source) {
      throw new Error(
        `Components or hooks are listed for content/${request.family}/, but src/products/productRegistry.ts has no core family ${request.family}: add it there (its packageName is the package the API is generated from).`,
      );
    }
    specs.push({
      product: source.product,
      packages: source.names.map((name) => pkg(name)),
      components: request.components,
      hooks: request.hooks,
      interfaces: [],
      core: true,
    });
  }
  return specs;
}
