import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PLAYGROUND_LOADERS } from '../../../../generated/playgroundLoaders';
import index from '../../../../generated/playgroundIndex.json';
import type { ApiProductJson } from '../apiJson';
import { presetPropKnown } from '../../../../scripts/playground/playgroundSpecs';
import { readPlaygroundPreset } from '../../../../scripts/playground/readPlaygroundPreset';
import { runDemoCode } from '../../demo/runDemoCode';
import { printPlaygroundCode } from './playgroundCode';
import { playgroundElement } from './playgroundElement';

const ROOT = process.cwd();
const PRESET_DIR = path.join(ROOT, 'content', 'api-playground');

function product(name: string): ApiProductJson {
  return JSON.parse(
    readFileSync(path.join(ROOT, 'generated', 'api', `${name}.json`), 'utf8'),
  ) as ApiProductJson;
}

/** The text a reader sees in rendered HTML (ids and styles aside). */
function visibleText(html: string): string {
  return html
    .replace(/<style[^>]*>.*?<\/style>/gs, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The scope as the bundler hands it to the page: webpack marks every namespace object
 * `__esModule`, so `import dayjs from 'dayjs'` gets the function; Node's namespace of a
 * CommonJS package lacks the mark, and the runner's interop would give the namespace itself.
 */
function bundledScope(scope: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(scope).map(([specifier, namespace]) => [
      specifier,
      { ...(namespace as object), __esModule: true },
    ]),
  );
}

describe('presets', () => {
  const files = readdirSync(PRESET_DIR, { recursive: true, encoding: 'utf8' })
    .map((file) => file.replace(/\\/g, '/'))
    .filter((file) => file.endsWith('.tsx'));

  it.each(files)('%s names a component of the API data and only props it takes', (file) => {
    const [productName, slugFile] = file.split('/');
    const component = product(productName!).components.find(
      (candidate) => `${candidate.slug}.tsx` === slugFile,
    );
    expect(component, `${file} names no component`).toBeDefined();
    const source = readFileSync(path.join(PRESET_DIR, file), 'utf8');
    const preset = readPlaygroundPreset(source, file);
    const props = Object.keys(preset.props);
    // A preset gives props, or only the element its component renders in (parents, a provider, a
    // chart container, a slot's parent).
    expect(props.length > 0 || preset.wrapper !== null || preset.slot !== null).toBe(true);
    for (const prop of props) {
      expect(presetPropKnown(component!, prop), `${component!.name} has no prop ${prop}`).toBe(
        true,
      );
    }
    expect(index.keys).toContain(`${productName}/${component!.name}`);
  });
});

describe('every playground', () => {
  it.each(index.keys)(
    '%s renders, and its printed code runs to the same text',
    async (key) => {
      const loaded = await PLAYGROUND_LOADERS[key]!();
      const direct = renderToStaticMarkup(playgroundElement(loaded, { ...loaded.presetProps }));
      for (const variant of ['TS', 'JS'] as const) {
        const code = printPlaygroundCode(loaded.spec, {}, loaded.presetProps, variant);
        const run = runDemoCode(code, bundledScope(loaded.scope));
        expect(run.error, code).toBeNull();
        expect(visibleText(renderToStaticMarkup(run.element!))).toBe(visibleText(direct));
      }
      // The data grid renders nothing on the server: it measures its box in the browser first.
      if (!key.startsWith('data-grid/')) {
        expect(direct).toMatch(/<[a-z]/);
      }
    },
    30_000,
  );
});
