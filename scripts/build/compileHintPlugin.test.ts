import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  COMPILE_HINT,
  COMPILE_HINT_MIN_BYTES,
  CompileHintPlugin,
  type AssetSource,
  type CompilationForCompileHint,
  type WebpackForCompileHint,
} from './compileHintPlugin';

// The sources library of the webpack Next bundles, so the assets behave as in a real build.
const { ConcatSource, RawSource } = createRequire(import.meta.url)(
  'next/dist/compiled/webpack-sources3',
) as {
  ConcatSource: WebpackForCompileHint['sources']['ConcatSource'];
  RawSource: new (text: string) => AssetSource & { source(): string };
};

const OPTIMIZE_SIZE_STAGE = 400;
const WEBPACK: WebpackForCompileHint = {
  Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: OPTIMIZE_SIZE_STAGE },
  sources: { ConcatSource },
};

/** Runs the plugin on a fake compilation holding `assets`; returns them after the step, as text. */
function build(assets: Record<string, string>) {
  const emitted: Record<string, AssetSource> = Object.fromEntries(
    Object.entries(assets).map(([name, text]) => [name, new RawSource(text)]),
  );
  const stages: number[] = [];
  const compilation: CompilationForCompileHint = {
    hooks: {
      processAssets: {
        tap(options, onAssets) {
          stages.push(options.stage);
          onAssets(emitted);
        },
      },
    },
    updateAsset(name, source) {
      emitted[name] = source;
    },
  };
  new CompileHintPlugin(WEBPACK).apply({
    hooks: { thisCompilation: { tap: (_name, onCompilation) => onCompilation(compilation) } },
  });
  const text = Object.fromEntries(
    Object.entries(emitted).map(([name, source]) => [
      name,
      (source as unknown as { source(): string }).source(),
    ]),
  );
  return { text, stages };
}

describe('CompileHintPlugin', () => {
  const large = `(()=>{${'a();'.repeat(COMPILE_HINT_MIN_BYTES / 4)}})();`;

  it('puts the hint first in scripts of at least the threshold', () => {
    const { text } = build({ 'static/chunks/1.js': large });
    expect(text['static/chunks/1.js']).toBe(COMPILE_HINT + large);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('leaves smaller scripts and other files as they are', () => {
    const small = 'a();'.repeat(10);
    const { text } = build({ 'static/chunks/2.js': small, 'static/css/app.css': large });
    expect(text).toEqual({ 'static/chunks/2.js': small, 'static/css/app.css': large });
  });

  it('runs right after minification, which would drop the comment', () => {
    expect(build({}).stages).toEqual([OPTIMIZE_SIZE_STAGE + 1]);
  });
});
