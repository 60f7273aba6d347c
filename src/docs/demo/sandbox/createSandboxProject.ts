import type { FamilyId } from '../../../products/productRegistry';
import {
  DEMO_DATA_FOLDER,
  demoDataModuleName,
  isDemoDataSpecifier,
  rewriteDemoDataImports,
  type DemoDataModuleSource,
} from '../demoDataModules';
import { findImports } from './findImports';
import { resolveSandboxDependencies } from './resolveSandboxDependencies';
import { SandboxDependencyError } from './sandboxErrors';
import {
  FAMILY_PACKAGES,
  POSTCSS_CONFIG,
  TAILWIND_CONFIG,
  TAILWIND_ENTRY_CSS,
  type SandboxStyling,
} from './sandboxFamilySetup';
import {
  TAILWIND_TOOLING_DEPENDENCIES,
  TOOLING_DEPENDENCIES,
  TYPESCRIPT_TOOLING_DEPENDENCIES,
  type SandboxVersions,
} from './sandboxVersions';

export type SandboxVariant = 'TS' | 'JS';

/** The demo as the reader sees it: its code in the chosen variant, possibly edited live. */
export interface SandboxDemo {
  /** Component and file name: `BasicDatePicker`. */
  name: string;
  /** `Basic date picker`. */
  title: string;
  code: string;
  variant: SandboxVariant;
  /** Where the demo lives in the docs, for the project description: `/x/react-date-pickers/`. */
  pagePathname?: string;
  /**
   * The family whose setup the demo runs in: its package is a dependency, and Joy UI demos
   * render inside Joy's `CssVarsProvider`. Material UI's unless told.
   */
  family?: FamilyId | null;
  /** `tailwind` for a Tailwind CSS demo: the project gets a working Tailwind CSS setup. */
  styling?: SandboxStyling | null;
  /**
   * The shared data modules the code imports (`@demo-data/<name>`), in the same variant, and
   * those they import: the project holds them in `src/demo-data/`.
   */
  dataModules?: readonly DemoDataModuleSource[];
}

/** A complete Vite + React project that runs the demo. */
export interface SandboxProject {
  /** The package name, also the zip's name: `basic-date-picker`. */
  slug: string;
  title: string;
  description: string;
  /** File path → text; `package.json` among them. */
  files: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  /** The demo file, which editors should open first. */
  demoFile: string;
}

/** `BasicDatePicker` → `basic-date-picker`: an npm package name. */
function kebabCase(name: string): string {
  return name
    .replace(/([a-z\d])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

function indexHtml(title: string, entry: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="initial-scale=1, width=device-width" />
    <title>${escapeHtml(title)}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/${entry}"></script>
  </body>
</html>
`;
}

/** The entry: the demo in StrictMode, in its family's provider, with Tailwind's CSS when it has it. */
function indexSource(name: string, variant: SandboxVariant, demo: SandboxDemo): string {
  const container =
    variant === 'TS'
      ? "document.getElementById('root') as HTMLElement"
      : "document.getElementById('root')";
  const joy = demo.family === 'joy-ui';
  const imports = [
    "import * as React from 'react';",
    "import * as ReactDOM from 'react-dom/client';",
    ...(joy
      ? [
          "import { CssVarsProvider } from '@mui/joy/styles';",
          "import CssBaseline from '@mui/joy/CssBaseline';",
        ]
      : []),
    ...(demo.styling === 'tailwind' ? ["import './index.css';"] : []),
    `import ${name} from './${name}';`,
  ];
  const app = joy
    ? `    <CssVarsProvider defaultMode="system">
      <CssBaseline />
      <${name} />
    </CssVarsProvider>`
    : `    <${name} />`;
  return `${imports.join('\n')}

ReactDOM.createRoot(${container}).render(
  <React.StrictMode>
${app}
  </React.StrictMode>,
);
`;
}

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2020',
    lib: ['DOM', 'DOM.Iterable', 'ES2020'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    esModuleInterop: true,
    isolatedModules: true,
    skipLibCheck: true,
    noEmit: true,
  },
  include: ['src'],
};

function pick(versions: SandboxVersions, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      const version = versions.packages[name];
      if (!version) {
        throw new SandboxDependencyError(
          `The sandbox version table has no version for the tool "${name}": run \`npm run generate\`.`,
        );
      }
      return [name, version];
    }),
  );
}

function withFinalNewline(code: string): string {
  return code.endsWith('\n') ? code : `${code}\n`;
}

/**
 * The data modules the demo's code needs, following their own imports of other data modules,
 * in the order first imported. Throws a `SandboxDependencyError` naming a module the demo
 * imports but was not given (its code is fetched with the demo's), or a malformed name.
 */
function usedDataModules(demo: SandboxDemo): DemoDataModuleSource[] {
  const given = new Map((demo.dataModules ?? []).map((module) => [module.name, module]));
  const used: DemoDataModuleSource[] = [];
  const pending = [demo.code];
  while (pending.length > 0) {
    for (const { specifier } of findImports(pending.shift()!)) {
      if (!isDemoDataSpecifier(specifier)) {
        continue;
      }
      const name = demoDataModuleName(specifier);
      const dataModule = name === null ? undefined : given.get(name);
      if (!dataModule) {
        throw new SandboxDependencyError(
          `The demo imports "${specifier}", but the project was given no such data module (it holds ${[...given.keys()].join(', ') || 'none'}): data modules are files content/demo-data/<camelCaseName>.ts, and the demo's code file lists those it imports.`,
        );
      }
      if (!used.includes(dataModule)) {
        used.push(dataModule);
        pending.push(dataModule.code);
      }
    }
  }
  return used;
}

/**
 * Turns a demo's code into a complete, runnable Vite + React project: package.json with its
 * family's package and every dependency the code imports at the documented versions (see
 * `resolveSandboxDependencies`), index.html, `src/index.(tsx|jsx)` rendering the demo in
 * StrictMode (inside Joy's `CssVarsProvider` for a Joy UI demo), the demo file in the chosen
 * variant, the shared data modules it imports in `src/demo-data/` (imports rewritten to relative
 * paths), tsconfig.json for TypeScript, and for a Tailwind CSS demo the Tailwind config (content
 * globs), the PostCSS config, `src/index.css` with the Tailwind directives and the tooling in
 * devDependencies. Pure: the version table comes in as an argument.
 */
export function createSandboxProject(demo: SandboxDemo, versions: SandboxVersions): SandboxProject {
  if (!/^[A-Z][A-Za-z0-9]*$/.test(demo.name)) {
    throw new SandboxDependencyError(
      `A sandbox demo name must be a PascalCase component name, like "BasicDataGrid"; got "${demo.name}".`,
    );
  }
  const extension = demo.variant === 'TS' ? 'tsx' : 'jsx';
  const tailwind = demo.styling === 'tailwind';
  const dataModules = usedDataModules(demo);
  const { dependencies } = resolveSandboxDependencies(
    [demo.code, ...dataModules.map((module) => module.code)].join('\n'),
    versions,
    FAMILY_PACKAGES[demo.family ?? 'material-ui'],
  );
  const devDependencies = pick(versions, [
    ...TOOLING_DEPENDENCIES,
    ...(demo.variant === 'TS' ? TYPESCRIPT_TOOLING_DEPENDENCIES : []),
    ...(tailwind ? TAILWIND_TOOLING_DEPENDENCIES : []),
  ]);
  const demoFile = `src/${demo.name}.${extension}`;
  const entry = `src/index.${extension}`;
  const description = demo.pagePathname
    ? `${demo.title}: a demo from the MUI X v6 documentation (${demo.pagePathname}).`
    : `${demo.title}: a demo from the MUI X v6 documentation.`;
  const slug = kebabCase(demo.name);
  const packageJson = {
    name: slug,
    version: '1.0.0',
    private: true,
    description,
    type: 'module',
    scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
    dependencies,
    devDependencies,
  };
  const files: Record<string, string> = {
    'package.json': json(packageJson),
    'index.html': indexHtml(demo.title, entry),
    [entry]: indexSource(demo.name, demo.variant, demo),
    [demoFile]: withFinalNewline(rewriteDemoDataImports(demo.code, `./${DEMO_DATA_FOLDER}/`)),
  };
  const dataExtension = demo.variant === 'TS' ? 'ts' : 'js';
  for (const dataModule of dataModules) {
    files[`src/${DEMO_DATA_FOLDER}/${dataModule.name}.${dataExtension}`] = withFinalNewline(
      rewriteDemoDataImports(dataModule.code, './'),
    );
  }
  if (demo.variant === 'TS') {
    files['tsconfig.json'] = json(TSCONFIG);
  }
  if (tailwind) {
    files['tailwind.config.js'] = TAILWIND_CONFIG;
    files['postcss.config.js'] = POSTCSS_CONFIG;
    files['src/index.css'] = TAILWIND_ENTRY_CSS;
  }
  return { slug, title: demo.title, description, files, dependencies, devDependencies, demoFile };
}
