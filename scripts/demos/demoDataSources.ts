import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEMO_DATA_FOLDER,
  demoDataModuleName,
  isDemoDataSpecifier,
} from '../../src/docs/demo/demoDataModules';
import { findImports } from '../../src/docs/demo/sandbox/findImports';
import { toJavaScript } from './toJavaScript';

/** A shared data module's sources: the TypeScript file and its generated JavaScript. */
export interface DemoDataSources {
  name: string;
  ts: string;
  js: string;
}

/**
 * Reads the shared data modules (`content/demo-data/<name>.ts`) demos import, each once per run.
 * `modulesOf(code, file)` gives the modules a demo's code imports and those they import, in the
 * order first imported; it throws, naming the importing file, for a malformed `@demo-data/`
 * specifier, a missing module, or a data module importing a relative file.
 */
export function createDemoDataReader(contentDir: string) {
  const cache = new Map<string, Promise<DemoDataSources>>();

  const read = (name: string, importer: string): Promise<DemoDataSources> => {
    let sources = cache.get(name);
    if (!sources) {
      const file = path.join(contentDir, DEMO_DATA_FOLDER, `${name}.ts`);
      let ts: string;
      try {
        ts = readFileSync(file, 'utf8');
      } catch {
        throw new Error(
          `${importer} imports @demo-data/${name}, but ${path.relative(process.cwd(), file)} does not exist: add the module or fix the name.`,
        );
      }
      for (const { specifier } of findImports(ts)) {
        if (/^[./]/.test(specifier)) {
          throw new Error(
            `${file} imports "${specifier}": a data module may import packages and other data modules (@demo-data/<name>) only, so it can be copied into a sandbox project.`,
          );
        }
      }
      sources = toJavaScript(ts, file).then((js) => ({ name, ts, js }));
      cache.set(name, sources);
    }
    return sources;
  };

  const namesImportedBy = (code: string, importer: string): string[] =>
    findImports(code)
      .filter(({ specifier }) => isDemoDataSpecifier(specifier))
      .map(({ specifier }) => {
        const name = demoDataModuleName(specifier);
        if (name === null) {
          throw new Error(
            `${importer} imports "${specifier}": a data module's name is camelCase letters and digits (@demo-data/supportTickets).`,
          );
        }
        return name;
      });

  return {
    async modulesOf(code: string, importer: string): Promise<DemoDataSources[]> {
      const found: DemoDataSources[] = [];
      const pending = namesImportedBy(code, importer).map((name) => ({ name, importer }));
      while (pending.length > 0) {
        const next = pending.shift()!;
        if (found.some((module) => module.name === next.name)) {
          continue;
        }
        const dataModule = await read(next.name, next.importer);
        found.push(dataModule);
        const moduleFile = `content/${DEMO_DATA_FOLDER}/${dataModule.name}.ts`;
        pending.push(
          ...namesImportedBy(dataModule.ts, moduleFile).map((name) => ({
            name,
            importer: moduleFile,
          })),
        );
      }
      return found;
    },
  };
}
