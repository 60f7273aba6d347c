import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

interface LoadableManifest {
  [importKey: string]: { files: string[] };
}

const REGISTRY_IMPORT = '../generated/demoLoaders.ts -> ';

/**
 * The URLs (`/_next/static/chunks/…`) of the chunks that only this demo's import needs: its
 * own module, as the production build's loadable manifest lists it. Chunks are named by id
 * and build hash (see next.config.ts), so the manifest is the way to tell them apart.
 */
export function ownDemoChunkUrls(demoName: string): string[] {
  const manifest = JSON.parse(
    readFileSync(path.join(process.cwd(), '.next', 'react-loadable-manifest.json'), 'utf8'),
  ) as LoadableManifest;
  const key = `${REGISTRY_IMPORT}../content/${demoName}`;
  const own = manifest[key];
  if (!own) {
    throw new Error(`The build's loadable manifest has no import of the demo "${demoName}".`);
  }
  const shared = new Set(
    Object.entries(manifest)
      .filter(([other]) => other !== key && other.startsWith(REGISTRY_IMPORT))
      .flatMap(([, entry]) => entry.files),
  );
  const files = own.files.filter((file) => !shared.has(file));
  if (files.length === 0) {
    throw new Error(`The demo "${demoName}" has no chunk of its own in the build.`);
  }
  return files.map((file) => `/_next/${file}`);
}

/** Holds back the requests of a demo's own chunk until the returned function is called. */
export async function holdChunk(page: Page, demoName: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const chunks = ownDemoChunkUrls(demoName);
  await page.route(
    (url) => chunks.includes(url.pathname),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}
