// Which folder may import which, as zones of `import/no-restricted-paths`
// (eslint-plugin-import, which eslint-config-next brings).
//
// Paths are relative to the directory ESLint runs in (the repository root), so
// folders that do not exist yet are covered the moment they appear. The rule
// resolves each import to a file first: an import it cannot resolve is left to
// TypeScript.

import path from 'node:path';

/**
 * The layers of `src/`, lowest first. A file may import from its own layer and
 * from the layers below it, never from a layer above.
 */
export const LAYERS = [
  {
    name: 'foundation',
    why: 'pure data and helpers: languages, routes, products, navigation trees, messages',
    paths: [
      'src/i18n',
      'src/types',
      'src/products',
      'src/docs/routing',
      'src/docs/nav',
      'src/docs/siteConfig.ts',
      // The API pages each product lists in its navigation tree.
      'src/docs/api/apiPageIndex.ts',
      'src/docs/api/apiSlug.ts',
      'src/docs/api/apiJson.ts',
    ],
  },
  {
    name: 'shared',
    why: 'small UI pieces and hooks that features and the app frame share',
    paths: ['src/shared', 'src/hydration'],
  },
  { name: 'settings', why: 'reader settings stored in the page', paths: ['src/settings'] },
  { name: 'theme', why: 'the docs theme, which may read settings', paths: ['src/theme'] },
  {
    name: 'features',
    why: 'the docs engine and the features it composes',
    paths: [
      'src/docs/page',
      'src/docs/markdown',
      'src/docs/demo',
      'src/docs/api',
      'src/docs/code',
      'src/search',
      'src/feedback',
      'src/analytics',
      'src/sponsors',
      'src/serviceWorker',
      'src/templates',
      'src/componentGallery',
      'src/productionError',
      'src/iconGallery',
    ],
  },
  {
    name: 'frame',
    why: 'the app frames around pages: the docs chrome, and the playground’s own frame',
    paths: ['src/chrome', 'src/docs/playground'],
  },
  {
    name: 'routes',
    why: 'Next.js routes and the server start hook compose everything',
    paths: ['src/pages', 'src/instrumentation.ts', 'src/instrumentationNode.ts'],
  },
];

/** Build-time loaders (node:fs); only routes (getStaticProps) and scripts read them. */
export const SOURCE_PATH = 'src/source';

/** The code under `src/` that runs only on the server and so may import `server/`. */
export const SERVER_ENTRY_PATHS = [
  'src/pages/api',
  'src/instrumentation.ts',
  'src/instrumentationNode.ts',
];

/** What `server/` may import from `src/`: React-free contracts and route data. */
export const SERVER_IMPORTS_FROM_SRC = [
  'src/analytics/eventsContract.ts',
  'src/feedback/feedbackContract.ts',
  'src/feedback/commentText.ts',
  'src/feedback/feedbackPageContext.ts',
  'src/docs/routing',
  'src/docs/nav',
  'src/products',
];

const contains = (outer, inner) => inner === outer || inner.startsWith(`${outer}/`);

/**
 * A zone forbidding `target` to import `from`. Paths of `allowed` that lie inside
 * `from` become the zone's exceptions (written relative to `from`, as the rule wants).
 */
function zone(target, from, allowed, message) {
  const except = allowed
    .filter((inner) => inner !== from && contains(from, inner))
    .map((inner) => `./${path.posix.relative(from, inner)}`);
  return { target, from, ...(except.length ? { except } : {}), message };
}

function layerZones() {
  return LAYERS.flatMap((layer, index) => {
    const allowedLayers = LAYERS.slice(0, index + 1);
    const allowed = allowedLayers.flatMap((lower) => lower.paths);
    const allowedNames = allowedLayers.map((lower) => lower.name).join(', ');
    return LAYERS.slice(index + 1).flatMap((higher) =>
      higher.paths.map((from) =>
        zone(
          layer.paths,
          from,
          allowed,
          `Layer "${layer.name}" imports only from: ${allowedNames}; ${from} is in layer "${higher.name}". ` +
            'Move what both need down to src/shared (or lower), or pass it in from above. ' +
            'Layers: scripts/lint/importLayers.mjs.',
        ),
      ),
    );
  });
}

/** Rules that are narrower than "no import from a layer above". */
function extraZones() {
  const belowRoutes = LAYERS.slice(0, -1).flatMap((layer) => layer.paths);
  const features = LAYERS.find((layer) => layer.name === 'features').paths;
  const frame = LAYERS.find((layer) => layer.name === 'frame').paths;
  const routes = LAYERS.at(-1).paths;
  return [
    {
      target: 'src/chrome',
      from: 'src/docs/page',
      message:
        'The app frame does not import the docs page: routes compose <AppFrame> around the page. ' +
        'Move what both need to src/shared.',
    },
    {
      target: features.filter((feature) => !feature.startsWith('src/docs/')),
      from: 'src/docs/page',
      message:
        'The docs page composes this feature, so the feature must not import the page back. ' +
        'Move what both need to src/shared.',
    },
    {
      target: belowRoutes,
      from: SOURCE_PATH,
      message:
        'src/source reads files at build time (node:fs); only routes (getStaticProps, getStaticPaths) ' +
        'and scripts import it. Pass its data in as props.',
    },
    {
      target: SOURCE_PATH,
      from: [...frame, ...routes],
      message: 'src/source produces data for routes; it does not import routes or app frames.',
    },
    {
      // Client code: every file under src/ but API routes and the server start hook.
      target: [...belowRoutes, SOURCE_PATH, 'src/pages/*', 'src/pages/!(api)/**'],
      from: 'server',
      message:
        'server/ runs only in Node; from src/ only API routes (src/pages/api) and the start hook ' +
        '(src/instrumentation*.ts) import it.',
    },
    {
      target: 'server',
      from: 'src',
      except: SERVER_IMPORTS_FROM_SRC.map((inner) => `./${path.posix.relative('src', inner)}`),
      message: `server/ imports from src/ only React-free contracts and route data: ${SERVER_IMPORTS_FROM_SRC.join(', ')}.`,
    },
  ];
}

/** Every zone of the layer rules. */
export function importLayerZones() {
  return [...layerZones(), ...extraZones()];
}

/** Packages server code must not import: it renders nothing. */
const UI_PACKAGES = ['react', 'react-dom', 'next/*', '@mui/*', '@emotion/*'];

/**
 * ESLint config objects enforcing the layers. `allowed` lists files that may, for
 * now, import one path a layer rule forbids: `{ file, imports, why }`.
 */
export function importLayerConfigs(allowed = []) {
  const zones = importLayerZones();
  const rule = (fileZones) => ['error', { zones: fileZones }];
  const exempted = [...new Set(allowed.map((entry) => entry.file))].map((file) => {
    const imports = allowed.filter((entry) => entry.file === file).map((entry) => entry.imports);
    return {
      files: [file],
      ignores: ['**/*.test.ts', '**/*.test.tsx'],
      rules: {
        'import/no-restricted-paths': rule(zones.filter((z) => !imports.includes(z.from))),
      },
    };
  });
  return [
    {
      files: ['src/**', 'server/**'],
      // A test may reach across layers to check its module against real data.
      ignores: ['**/*.test.ts', '**/*.test.tsx'],
      rules: { 'import/no-restricted-paths': rule(zones) },
    },
    {
      files: ['server/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: UI_PACKAGES,
                message: 'server/ renders nothing: keep React, Next.js and MUI out of it.',
              },
            ],
          },
        ],
      },
    },
    ...exempted,
  ];
}
