/**
 * V8's explicit compile hint (Chrome 136+) on the browser's large scripts, as a webpack plugin
 * (added to the client build by next.config.ts).
 *
 * A script whose first line is `//# allFunctionsCalledOnLoad` has every function compiled when the
 * script is, on a background thread while it streams in, instead of on the main thread the first
 * time each runs. Nearly all the code of the site's chunks runs as it loads (the framework and page
 * chunks at hydration, a demo's chunks when it goes live), and lazy compilation was the largest
 * share of their evaluation tasks on a phone. Scripts under COMPILE_HINT_MIN_BYTES gain nothing
 * (V8 does not stream them) and keep their bytes. The hint is added after minification, which
 * drops comments, and before the content hashes are computed.
 *
 * The built chunks are checked for it by tests/e2e/build-output.spec.ts.
 */

/** V8's magic comment asking for every function of a script to be compiled eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Scripts smaller than this are not streamed, so the hint would only add bytes. */
export const COMPILE_HINT_MIN_BYTES = 20_000;

/** Whether an emitted asset gets the hint: a script of at least COMPILE_HINT_MIN_BYTES. */
export function takesCompileHint(assetName: string, bytes: number): boolean {
  return assetName.endsWith('.js') && bytes >= COMPILE_HINT_MIN_BYTES;
}

/** The part of an asset's source the plugin uses. */
export interface AssetSource {
  size(): number;
}

/** The parts of webpack the plugin uses (Next hands webpack over untyped). */
export interface WebpackForCompileHint {
  Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number };
  sources: { ConcatSource: new (...parts: Array<string | AssetSource>) => AssetSource };
}

export interface CompilationForCompileHint {
  hooks: {
    processAssets: {
      tap(
        options: { name: string; stage: number },
        onAssets: (assets: Record<string, AssetSource>) => void,
      ): void;
    };
  };
  updateAsset(name: string, source: AssetSource): void;
}

export interface CompilerForCompileHint {
  hooks: {
    thisCompilation: {
      tap(name: string, onCompilation: (compilation: CompilationForCompileHint) => void): void;
    };
  };
}

const PLUGIN_NAME = 'CompileHint';

/** Prepends COMPILE_HINT to every script asset of at least COMPILE_HINT_MIN_BYTES. */
export class CompileHintPlugin {
  constructor(private readonly webpack: WebpackForCompileHint) {}

  apply(compiler: CompilerForCompileHint): void {
    const { Compilation, sources } = this.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // Right after the minifier (which runs at PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE).
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (takesCompileHint(name, source.size())) {
              compilation.updateAsset(name, new sources.ConcatSource(COMPILE_HINT, source));
            }
          }
        },
      );
    });
  }
}
