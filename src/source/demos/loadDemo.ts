import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { highlightToHtml } from '../../docs/markdown/rehypeHighlight';
import type { DemoData } from '../../docs/demo/demoData';

/** What `npm run generate` writes to generated/demos/<name>.json. */
interface GeneratedDemo {
  preview: { ts: string; js: string } | null;
  codeUrl: string;
}

const GENERATED_DEMOS = path.join(process.cwd(), 'generated', 'demos');

/** Reads a demo's generated data and highlights its preview; build time only. */
export async function loadDemo(pageKey: string, file: string): Promise<DemoData> {
  const name = `${pageKey.slice(1)}/${file}`;
  const sourcesFile = path.join(GENERATED_DEMOS, `${name}.json`);
  if (!existsSync(sourcesFile)) {
    throw new Error(
      `content${pageKey}.md shows the demo "${file}", but content/${name}.tsx does not exist (or \`npm run generate\` has not run): add the file or fix the name.`,
    );
  }
  const { preview, codeUrl } = JSON.parse(readFileSync(sourcesFile, 'utf8')) as GeneratedDemo;
  const [previewTs, previewJs] = preview
    ? await Promise.all([highlightToHtml(preview.ts, 'tsx'), highlightToHtml(preview.js, 'jsx')])
    : [null, null];
  return {
    name,
    file,
    preview: previewTs && previewJs ? { ts: previewTs, js: previewJs } : null,
    codeUrl,
  };
}
