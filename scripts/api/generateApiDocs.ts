import { existsSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { apiSlug } from '../../src/docs/api/apiSlug';
import type {
  ApiComponentJson,
  ApiEntryKind,
  ApiHookJson,
  ApiInterfaceJson,
  ApiLinkTarget,
  ApiPlan,
  ApiProductId,
  ApiProductJson,
} from '../../src/docs/api/apiJson';
import {
  ApiSources,
  chooseExport,
  type ApiExport,
  type ApiExportSource,
  type ApiProductSpec,
} from './apiSources';
import { classifyComponent, extractComponent, type ComponentExclusion } from './extractComponent';
import { extractHook, extractInterface } from './extractInterface';
import type { ExtractContext } from './extractMembers';
import type { RuntimeClassNames } from './runtimeClassNames';
import { readJsDoc } from './jsDoc';

export interface GenerateApiOptions {
  products: ApiProductSpec[];
  /**
   * The global class names of each exported classes object, by package, export
   * name then key (`gridClasses.root` → `MuiDataGrid-root`): the declarations
   * type them as `string`, so the caller reads them from the packages' runtime.
   */
  classNames: RuntimeClassNames;
}

export interface GeneratedApi {
  products: ApiProductJson[];
  /** Exported components left without a page, and why. */
  excluded: { product: ApiProductId; name: string; reason: ComponentExclusion }[];
}

const PLAN_ORDER: Record<ApiPlan, number> = { community: 0, pro: 1, premium: 2 };

/**
 * The module specifiers a name is imported from, most specific first: the
 * subpath named after it (`@mui/x-date-pickers/DatePicker` for `DatePicker`
 * and `DatePickerToolbar`), then each package root, lowest plan first. Other
 * subpaths (`…/components`) are listed only when nothing better exports it.
 */
export function importSpecifiers(exported: ApiExport): string[] {
  return importSources(exported)
    .map(({ entry }) => entry.specifier)
    .filter((specifier, index, all) => all.indexOf(specifier) === index);
}

/** The specifiers of `importSpecifiers` that export the name as their default export. */
export function defaultImportSpecifiers(exported: ApiExport): string[] {
  return importSources(exported)
    .filter((source) => source.isDefault)
    .map(({ entry }) => entry.specifier);
}

function importSources(exported: ApiExport): ApiExportSource[] {
  const { exportName, entries } = exported;
  const matching = entries.filter(
    ({ entry }) => entry.folder === null || exportName.startsWith(entry.folder),
  );
  const chosen = matching.length > 0 ? matching : entries;
  return [...chosen].sort(
    (a, b) =>
      PLAN_ORDER[a.pkg.plan] - PLAN_ORDER[b.pkg.plan] ||
      Number(a.entry.folder === null) - Number(b.entry.folder === null),
  );
}

interface ProductPlan {
  spec: ApiProductSpec;
  exports: Map<string, ApiExportSource[]>;
  components: ApiExport[];
  interfaces: ApiExport[];
  hooks: ApiExport[];
}

/** The names an API may be exported under: its own, then with an unstable prefix. */
function exportNamesOf(name: string): string[] {
  return [name, `Unstable_${name}`, `unstable_${name}`];
}

function requireExports(
  spec: ApiProductSpec,
  exports: Map<string, ApiExportSource[]>,
  names: readonly string[],
  kind: ApiEntryKind,
  accept?: (symbol: ts.Symbol) => boolean,
): ApiExport[] {
  return names.map((name) => {
    // An API exported only with an unstable prefix (System's `Unstable_Grid`,
    // Base UI's `unstable_useModal`) is documented under its name.
    const found = exportNamesOf(name)
      .map((exportName) => chooseExport(name, exports.get(exportName) ?? [], accept, exportName))
      .find((chosen) => chosen !== null);
    if (!found) {
      throw new Error(
        `The ${kind} "${name}" listed for the ${spec.product} API is not exported by ${spec.packages.map((pkg) => pkg.name).join(', ')}: fix the name in scripts/api/apiProducts.ts or in the page's front matter.`,
      );
    }
    return found;
  });
}

function planProducts(sources: ApiSources, excluded: GeneratedApi['excluded']): ProductPlan[] {
  const { checker } = sources;
  return sources.products.map((spec) => {
    const exports = sources.exportsOf(spec);
    const isComponent = (name: string) => (symbol: ts.Symbol) =>
      classifyComponent(name, symbol, checker) === null;
    let components: ApiExport[];
    if (spec.components === 'all') {
      components = [];
      for (const [name, found] of exports) {
        const chosen = chooseExport(name, found, isComponent(name));
        if (chosen) {
          components.push(chosen);
          continue;
        }
        const reason = classifyComponent(name, found[0].symbol, checker);
        if (reason !== null && reason !== 'not-a-component') {
          excluded.push({ product: spec.product, name, reason });
        }
      }
    } else {
      components = spec.components.map(
        (name) =>
          // A listed component is documented even when a whole-package scan would
          // leave it out (Joy's `SvgIcon` is an icon component).
          requireExports(spec, exports, [name], 'component', (symbol) =>
            exportNamesOf(name).some(
              (exportName) => classifyComponent(exportName, symbol, checker) !== 'not-a-component',
            ),
          )[0],
      );
    }
    return {
      spec,
      exports,
      components: components.sort((a, b) => a.name.localeCompare(b.name)),
      interfaces: requireExports(spec, exports, spec.interfaces, 'interface'),
      hooks: requireExports(spec, exports, spec.hooks, 'hook'),
    };
  });
}

/** Links named types to the page documenting them, by the product that declares them. */
function createLinker(sources: ApiSources, plans: ProductPlan[]) {
  const pages = new Map<string, ApiLinkTarget>();
  for (const { spec, components, interfaces, hooks } of plans) {
    const add = (name: string, kind: ApiEntryKind, page = name) =>
      pages.set(`${spec.product}:${name}`, { product: spec.product, kind, name: page });
    components.forEach((exported) => add(exported.name, 'component'));
    hooks.forEach((exported) => add(exported.name, 'hook'));
    interfaces.forEach((exported) => add(exported.name, 'interface'));
    for (const [alias, name] of Object.entries(spec.interfaceAliases ?? {})) {
      add(alias, 'interface', name);
    }
  }
  return (symbol: ts.Symbol): ApiLinkTarget | undefined => {
    const owner = sources.packageOfSymbol(symbol);
    return owner ? pages.get(`${owner.product}:${symbol.name}`) : undefined;
  };
}

/** Maps each classes interface (`GridClasses`) to the export holding its values (`gridClasses`). */
function classesExports(plan: ProductPlan, checker: ts.TypeChecker): Map<string, string> {
  const found = new Map<string, string>();
  for (const [name, [first]] of plan.exports) {
    if (!/^[a-z]\w*Classes$/.test(name) || !(first.symbol.flags & ts.SymbolFlags.Value)) {
      continue;
    }
    const type = checker.getTypeOfSymbol(first.symbol);
    const typeName = type.aliasSymbol?.name ?? type.getSymbol()?.name;
    if (typeName && !found.has(typeName)) {
      found.set(typeName, name);
    }
  }
  return found;
}

/** The type of a component's `{name}Classes` export from its own package (`buttonClasses`). */
function classesTypeOf(
  exported: ApiExport,
  plan: ProductPlan,
  checker: ts.TypeChecker,
): ts.Type | undefined {
  const name = exported.exportName.replace(/^Unstable_/, '');
  const classesExport = plan.exports
    .get(`${name[0].toLowerCase()}${name.slice(1)}Classes`)
    ?.find((source) => source.pkg === exported.home);
  return classesExport && checker.getTypeOfSymbol(classesExport.symbol);
}

/**
 * The component keys of the theme's `components` types the product's packages
 * export (`Components` of `@mui/material/styles` and `@mui/joy/styles`,
 * `LabComponents` of `@mui/lab/themeAugmentation`): `MuiButton`, `JoyButton`…
 */
function themeKeysOf(plan: ProductPlan, checker: ts.TypeChecker): Set<string> {
  const keys = new Set<string>();
  for (const [name, sources] of plan.exports) {
    if (!/^[A-Z]\w*Components$|^Components$/.test(name)) {
      continue;
    }
    for (const { symbol } of sources) {
      if (!(symbol.flags & ts.SymbolFlags.Interface)) {
        continue;
      }
      for (const property of checker.getDeclaredTypeOfSymbol(symbol).getProperties()) {
        if (/^(?:Mui|Joy)[A-Z]/.test(property.name)) {
          keys.add(property.name);
        }
      }
    }
  }
  return keys;
}

function themeKeyOf(name: string, keys: ReadonlySet<string>): string | null {
  return [`Joy${name}`, `Mui${name}`].find((key) => keys.has(key)) ?? null;
}

/**
 * The CSS variables named after a component (`--Button-gap`) that its runtime
 * module (the `.js` beside its declarations) sets or reads, sorted.
 */
function cssVariablesOf(name: string, symbol: ts.Symbol): string[] {
  const declarationFile = symbol.declarations?.[0]?.getSourceFile().fileName;
  const runtimeFile = declarationFile?.replace(/\.d\.ts$/, '.js');
  if (!runtimeFile || runtimeFile === declarationFile || !existsSync(runtimeFile)) {
    return [];
  }
  const pattern = new RegExp(`--${name}-[A-Za-z]+\\b`, 'g');
  return [...new Set(readFileSync(runtimeFile, 'utf8').match(pattern) ?? [])].sort();
}

function entryBase(exported: ApiExport, spec: ApiProductSpec, checker: ts.TypeChecker) {
  const doc = readJsDoc(exported.symbol, checker);
  return {
    name: exported.name,
    slug: apiSlug(exported.name),
    product: spec.product,
    plan: exported.home.plan,
    description: doc.description,
    deprecated: doc.deprecated,
    imports: importSpecifiers(exported),
    defaultImports: defaultImportSpecifiers(exported),
    exportName: exported.exportName,
    package: exported.home.name,
    demos: doc.demos,
  };
}

/**
 * Reads the documented packages' declarations and returns the API reference
 * of each product: every public component (or the listed ones), the listed
 * interfaces and hooks. Nothing is written; `scripts/generate.ts` does that.
 */
export function generateApiDocs(options: GenerateApiOptions): GeneratedApi {
  const sources = new ApiSources(options.products);
  const { checker } = sources;
  const excluded: GeneratedApi['excluded'] = [];
  const plans = planProducts(sources, excluded);
  const linkFor = createLinker(sources, plans);

  const products = plans.map((plan): ApiProductJson => {
    const { spec } = plan;
    const context: ExtractContext = { checker, sources, linkFor, product: spec.product };
    const classesExportOf = classesExports(plan, checker);
    const classNameOf = (classesInterface: string, key: string, packageName: string) => {
      // `gridClasses: Record<keyof GridClasses, string>` names no interface: match by name then.
      const exportName =
        classesExportOf.get(classesInterface) ??
        classesInterface[0].toLowerCase() + classesInterface.slice(1);
      // Several packages export a `buttonClasses`: the declaring package's first, then the product's.
      // The declaring package's (a DateField's `classes` are Material UI's TextField classes).
      const packages = [packageName, ...spec.packages.map((pkg) => pkg.name)];
      return (
        packages
          .map((name) => options.classNames[name]?.[exportName]?.[key])
          .find((className) => className !== undefined) ?? null
      );
    };
    const themeKeys = spec.core ? themeKeysOf(plan, checker) : new Set<string>();
    const components = plan.components.map((exported): ApiComponentJson => ({
      kind: 'component',
      ...entryBase(exported, spec, checker),
      ...extractComponent(exported.symbol, context, {
        classNameOf,
        splitByComponentFolder: spec.core,
        classesType: spec.core ? classesTypeOf(exported, plan, checker) : undefined,
      }),
      themeKey: themeKeyOf(exported.name, themeKeys),
      cssVariables: spec.core ? cssVariablesOf(exported.name, exported.symbol) : [],
    }));
    const grouped = new Set(spec.groupedInterfaces ?? []);
    const interfaces = plan.interfaces.map((exported): ApiInterfaceJson => ({
      kind: 'interface',
      ...entryBase(exported, spec, checker),
      ...extractInterface(
        exported.widest,
        context,
        grouped.has(exported.name),
        spec.interfaceVariants?.[exported.name],
      ),
    }));
    const hooks = plan.hooks.map((exported): ApiHookJson => ({
      kind: 'hook',
      ...entryBase(exported, spec, checker),
      ...extractHook(exported.symbol, context),
    }));
    return {
      product: spec.product,
      packages: spec.packages.map((pkg) => ({
        name: pkg.name,
        version: pkg.version,
        plan: pkg.plan,
      })),
      components,
      interfaces,
      hooks,
    };
  });
  return { products, excluded };
}
