import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiPlan, ApiProductId } from '../../src/docs/api/apiJson';
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

/** The package each core family's API tabs are generated from. */
export const CORE_API_PACKAGES: Partial<
  Record<string, { product: ApiProductId; packageName: string }>
> = {
  'base-ui': { product: 'base-ui', packageName: '@mui/base' },
};

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
      interfaces: [],
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
    const source = CORE_API_PACKAGES[request.family];
    if (!source) {
      throw new Error(
        `Pages under content/${request.family}/ list components or hooks, but no package is configured for ${request.family} API tabs: add it to CORE_API_PACKAGES in scripts/api/apiProducts.ts.`,
      );
    }
    specs.push({
      product: source.product,
      packages: [pkg(source.packageName)],
      components: request.components,
      hooks: request.hooks,
      interfaces: [],
    });
  }
  return specs;
}
