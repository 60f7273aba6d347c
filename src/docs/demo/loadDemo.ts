import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { highlightToHtml } from '../markdown/rehypeHighlight';
import type { DemoData } from './demoData';

interface DemoSources {
  ts: string;
  js: string;
  preview: { ts: string; js: string } | null;
}

const GENERATED_DEMOS = path.join(process.cwd(), 'generated', 'demos');

/** Reads a demo's generated sources and highlights them; build time only. */
export async function loadDemo(pageKey: string, file: string): Promise<DemoData> {
  const name = `${pageKey.slice(1)}/${file}`;
  const sourcesFile = path.join(GENERATED_DEMOS, `${name}.json`);
  if (!existsSync(sourcesFile)) {
    throw new Error(
      `content${pageKey}.md shows the demo "${file}", but content/${name}.tsx does not exist (or \`npm run generate\` has not run): add the file or fix the name.`,
    );
  }
  const sources = JSON.parse(readFileSync(sourcesFile, 'utf8')) as DemoSources;
  const [tsHtml, jsHtml, previewTs, previewJs] = await Promise.all([
    highlightToHtml(sources.ts, 'tsx'),
    highlightToHtml(sources.js, 'jsx'),
    sources.preview ? highlightToHtml(sources.preview.ts, 'tsx') : null,
    sources.preview ? highlightToHtml(sources.preview.js, 'jsx') : null,
  ]);
  return {
    name,
    file,
    ts: { code: sources.ts, html: tsHtml },
    js: { code: sources.js, html: jsHtml },
    preview: previewTs && previewJs ? { ts: previewTs, js: previewJs } : null,
  };
}
