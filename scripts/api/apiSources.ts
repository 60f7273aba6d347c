import path from 'node:path';
import ts from 'typescript';
import type { ApiPlan, ApiProductId } from '../../src/docs/api/apiJson';
import { listEntryPoints, type EntryPoint } from './packageEntryPoints';

/** One installed package the reference documents. */
export interface ApiPackageSpec {
  name: string;
  version: string;
  /** Absolute path of the installed package. */
  dir: string;
  plan: ApiPlan;
}

/** One product: its packages (lowest plan first) and what to document from them. */
export interface ApiProductSpec {
  product: ApiProductId;
  packages: ApiPackageSpec[];
  /**
   * `all`: every public component the entry points export (the X products);
   * a list: only these (core families document what their guide pages use).
   */
  components: 'all' | string[];
  hooks: string[];
  interfaces: string[];
  /** Interfaces whose members are grouped by the interface that declares them (`GridApi`). */
  groupedInterfaces?: string[];
  /** Other names of a documented interface, linked to its page (`GridApiPro` → `GridApi`). */
  interfaceAliases?: Record<string, string>;
  /**
   * Members only some instantiations of a generic alias have, read from a map type declared
   * beside it: `AxisConfig<S>` adds `Omit<AxisScaleConfig[S], 'scale'>`, so `barGapRatio` exists
   * for `scaleType: 'band'` only. Each key of the map with members left after `omit` becomes a
   * group of its own (`AxisConfig<'band'>`).
   */
  interfaceVariants?: Record<string, InterfaceVariants>;
  /**
   * A core family (Material UI, Joy UI, System, Base UI): props inherited from
   * another component are named rather than listed, and theme keys and CSS
   * variables are read.
   */
  core?: boolean;
}

/** See `ApiProductSpec.interfaceVariants`. */
export interface InterfaceVariants {
  /** The map type, declared in the same file as the interface (`AxisScaleConfig`). */
  from: string;
  /** Members of each entry that the alias leaves out or already lists. */
  omit: string[];
}

/** One entry point exporting a name, and what it exports under it (aliases resolved). */
export interface ApiExportSource {
  entry: EntryPoint;
  pkg: ApiPackageSpec;
  symbol: ts.Symbol;
  /** Exported as the entry point's default (`import Button from '@mui/material/Button'`). */
  isDefault: boolean;
}

/** An export as readers import it: one name, the entry points that export that very symbol. */
export interface ApiExport {
  /** The name it is documented under (`Grid`). */
  name: string;
  /** The name it is exported under (`Unstable_Grid`); usually `name`. */
  exportName: string;
  /** The exported symbol, from the lowest-plan package exporting it. */
  symbol: ts.Symbol;
  /** That package. */
  home: ApiPackageSpec;
  /**
   * The symbol the highest-plan package root exports under this name: for a
   * type each plan widens (`GridApi`), the widest one.
   */
  widest: ts.Symbol;
  entries: ApiExportSource[];
}

/**
 * Picks the symbol to document among those exported under one name: the
 * lowest-plan one `accept` takes (the Pro package exports a `DataGridPremium`
 * placeholder that renders nothing; the real one is Premium's). Without an
 * `accept` (types, which each plan may widen under the same name) every
 * entry point is kept; with one, only those exporting that same symbol.
 * Null when none is accepted.
 */
export function chooseExport(
  name: string,
  sources: readonly ApiExportSource[],
  accept?: (symbol: ts.Symbol) => boolean,
  exportName: string = name,
): ApiExport | null {
  const chosen = accept ? sources.find((source) => accept(source.symbol)) : sources[0];
  if (!chosen) {
    return null;
  }
  const roots = sources.filter((source) => source.entry.folder === null);
  return {
    name,
    exportName,
    symbol: chosen.symbol,
    home: chosen.pkg,
    widest: (roots.at(-1) ?? chosen).symbol,
    entries: accept ? sources.filter((source) => source.symbol === chosen.symbol) : [...sources],
  };
}

export const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  jsx: ts.JsxEmit.Preserve,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  types: [],
};

/** The compiled declarations of every documented package, with their exports by product. */
export class ApiSources {
  readonly program: ts.Program;
  readonly checker: ts.TypeChecker;
  private readonly entries = new Map<ApiPackageSpec, EntryPoint[]>();
  private readonly packageDirs: { dir: string; pkg: ApiPackageSpec; product: ApiProductId }[] = [];

  constructor(readonly products: readonly ApiProductSpec[]) {
    const roots: string[] = [];
    for (const product of products) {
      for (const pkg of product.packages) {
        const entries = listEntryPoints(pkg.name, pkg.dir);
        this.entries.set(pkg, entries);
        roots.push(...entries.map((entry) => entry.file));
        this.packageDirs.push({
          dir: path.resolve(pkg.dir) + path.sep,
          pkg,
          product: product.product,
        });
      }
    }
    // Longest directory first, so a nested fixture package wins over its parent.
    this.packageDirs.sort((a, b) => b.dir.length - a.dir.length);
    this.program = ts.createProgram(roots, COMPILER_OPTIONS);
    this.checker = this.program.getTypeChecker();
  }

  /** The documented package (and its product) a declaration file belongs to, if any. */
  packageOfFile(fileName: string): { pkg: ApiPackageSpec; product: ApiProductId } | null {
    const resolved = path.resolve(fileName);
    const found = this.packageDirs.find((candidate) => resolved.startsWith(candidate.dir));
    return found ? { pkg: found.pkg, product: found.product } : null;
  }

  /** The documented package a symbol is declared in, if any. */
  packageOfSymbol(symbol: ts.Symbol): { pkg: ApiPackageSpec; product: ApiProductId } | null {
    const declaration = symbol.declarations?.[0];
    return declaration ? this.packageOfFile(declaration.getSourceFile().fileName) : null;
  }

  resolveAlias(symbol: ts.Symbol): ts.Symbol {
    return symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
  }

  /**
   * Every name a product's entry points export, with each entry point exporting
   * it (lowest plan first). A subpath's default export counts as exporting the
   * subpath's name (`@mui/material/Button`'s default is `Button`), unless the
   * subpath also exports that name.
   */
  exportsOf(product: ApiProductSpec): Map<string, ApiExportSource[]> {
    const byName = new Map<string, ApiExportSource[]>();
    for (const pkg of product.packages) {
      for (const entry of this.entries.get(pkg) ?? []) {
        const source = this.program.getSourceFile(entry.file);
        const moduleSymbol = source && this.checker.getSymbolAtLocation(source);
        if (!moduleSymbol) {
          continue;
        }
        const exported = this.checker.getExportsOfModule(moduleSymbol);
        const named = new Set(exported.map((symbol) => symbol.name));
        for (const symbol of exported) {
          const isDefault = symbol.name === 'default';
          if (isDefault && (entry.folder === null || named.has(entry.folder))) {
            continue;
          }
          const name = isDefault ? entry.folder! : symbol.name;
          const list = byName.get(name) ?? [];
          list.push({ entry, pkg, symbol: this.resolveAlias(symbol), isDefault });
          byName.set(name, list);
        }
      }
    }
    return byName;
  }
}

/** The package name of a declaration file outside the documented ones (`@mui/material`, `react`). */
export function externalPackageName(fileName: string): string {
  const normalized = fileName.replace(/\\/g, '/');
  const match = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(
    normalized.slice(normalized.lastIndexOf('/node_modules/')),
  );
  if (!match) {
    return 'typescript';
  }
  return match[1].startsWith('@types/') ? match[1].slice('@types/'.length) : match[1];
}
