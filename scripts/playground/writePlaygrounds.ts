import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { ApiProductJson } from '../../src/docs/api/apiJson';
import { playgroundKey } from '../../src/docs/api/playground/playgroundModule';
import type { PlaygroundSpec } from '../../src/docs/api/playground/playgroundSpec';
import { toJavaScript } from '../demos/toJavaScript';
import { decidePlayground } from './playgroundSpecs';
import { readPlaygroundPreset } from './readPlaygroundPreset';
import { RENDERED_BY_LIBRARY } from './renderedByLibrary';
import {
  playgroundModulePath,
  renderPlaygroundLoaders,
  renderPlaygroundModule,
} from './renderPlaygroundModules';

/** Where presets live: `content/api-playground/<product>/<slug>.tsx`. */
export const PRESET_DIR = 'content/api-playground';

/** What `generated/playgroundIndex.json` holds: which components have a playground, and why not. */
export interface PlaygroundIndex {
  /** `product/Name` of every component with a playground. */
  keys: string[];
  /** Per product: components with a playground, with a preset, props with a control. */
  coverage: Record<
    string,
    {
      components: number;
      playgrounds: number;
      presets: number;
      controls: number;
      presetProps: number;
    }
  >;
  /** Per component without a playground: why (`no preset for children`). */
  without: Record<string, string>;
}

/** The JavaScript variant of a prelude: its imports must survive, so the code uses every name. */
async function javaScriptPrelude(typescript: string, names: readonly string[]): Promise<string> {
  const marker = 'export const playgroundKeepsImports = ';
  const js = await toJavaScript(`${typescript}\n\n${marker}[${names.join(', ')}];\n`, 'Preset.tsx');
  return js.slice(0, js.indexOf(marker)).trimEnd();
}

interface WriteOptions {
  root: string;
  generated: string;
  products: readonly ApiProductJson[];
  writeIfChanged: (file: string, text: string) => void;
}

/**
 * Decides every component's playground from its API data and preset, and writes a chunk per
 * playground, the loaders that fetch them, and the index the API pages read.
 */
export async function writePlaygrounds({
  root,
  generated,
  products,
  writeIfChanged,
}: WriteOptions): Promise<PlaygroundIndex> {
  const index: PlaygroundIndex = { keys: [], coverage: {}, without: {} };
  const written = new Set<string>();
  const loaders: { key: string; product: string; component: string }[] = [];
  const usedPresets = new Set<string>();
  for (const product of products) {
    const coverage = { components: 0, playgrounds: 0, presets: 0, controls: 0, presetProps: 0 };
    for (const component of product.components) {
      coverage.components += 1;
      const presetFile = `${PRESET_DIR}/${product.product}/${component.slug}.tsx`;
      const presetPath = path.join(root, presetFile);
      const hasPreset = existsSync(presetPath);
      if (hasPreset) {
        usedPresets.add(presetFile);
      }
      const preset = hasPreset
        ? readPlaygroundPreset(readFileSync(presetPath, 'utf8'), presetFile)
        : null;
      const key = playgroundKey(product.product, component.name);
      const decision = decidePlayground(component, preset, hasPreset ? presetFile : null);
      if (decision.kind === 'none') {
        index.without[key] = decision.reason;
        continue;
      }
      const preludeJs = preset
        ? await javaScriptPrelude(decision.preludeTs, decision.runtimeNames)
        : decision.preludeTs;
      const spec: PlaygroundSpec = {
        ...decision.spec,
        prelude: { TS: decision.preludeTs, JS: preludeJs },
      };
      const file = path.join(generated, playgroundModulePath(product.product, component.name));
      writeIfChanged(
        file,
        renderPlaygroundModule(
          spec,
          component.exportName,
          component.defaultImports.length > 0,
          decision.scope,
        ),
      );
      written.add(file);
      loaders.push({ key, product: product.product, component: component.name });
      index.keys.push(key);
      coverage.playgrounds += 1;
      coverage.presets += hasPreset ? 1 : 0;
      coverage.controls += spec.controls.length;
      coverage.presetProps += Object.keys(spec.presetCode).length;
    }
    index.coverage[product.product] = coverage;
  }
  for (const key of Object.keys(RENDERED_BY_LIBRARY)) {
    if (index.without[key] !== RENDERED_BY_LIBRARY[key]) {
      throw new Error(
        `scripts/playground/renderedByLibrary.ts names ${key}, which is no component without a preset: remove it.`,
      );
    }
  }
  const presetRoot = path.join(root, PRESET_DIR);
  for (const file of readdirSync(presetRoot, { recursive: true, encoding: 'utf8' })) {
    const relative = `${PRESET_DIR}/${file.replace(/\\/g, '/')}`;
    if (relative.endsWith('.tsx') && !usedPresets.has(relative)) {
      throw new Error(
        `${relative} names no component: a preset is content/api-playground/<API product>/<component slug>.tsx.`,
      );
    }
  }
  const folder = path.join(generated, 'playgrounds');
  const stale = existsSync(folder)
    ? readdirSync(folder, { recursive: true, encoding: 'utf8' })
    : [];
  for (const relative of stale) {
    const file = path.join(folder, relative);
    if (file.endsWith('.ts') && !written.has(file)) {
      rmSync(file);
    }
  }
  writeIfChanged(path.join(generated, 'playgroundLoaders.ts'), renderPlaygroundLoaders(loaders));
  writeIfChanged(
    path.join(generated, 'playgroundIndex.json'),
    `${JSON.stringify(index, null, 2)}\n`,
  );
  return index;
}
