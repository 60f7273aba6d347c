import { demoPreview } from './demoPreview';
import { toJavaScript } from './toJavaScript';

/** What a page needs to show one demo's code: both variants and their short previews. */
export interface DemoSources {
  ts: string;
  js: string;
  preview: { ts: string; js: string } | null;
}

/** Builds a demo's sources from its TypeScript file; the JavaScript is generated, never hand-written. */
export async function buildDemoSources(typescript: string, filePath: string): Promise<DemoSources> {
  const js = await toJavaScript(typescript, filePath);
  const tsPreview = demoPreview(typescript, 'ts');
  const jsPreview = demoPreview(js, 'js');
  return {
    ts: typescript,
    js,
    preview: tsPreview && jsPreview ? { ts: tsPreview, js: jsPreview } : null,
  };
}
