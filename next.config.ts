import type { NextConfig } from 'next';
import os from 'node:os';
import path from 'node:path';
import { CompileHintPlugin } from './scripts/build/compileHintPlugin';
import { securityHeaders } from './scripts/build/securityHeaders';
import { SERVER_CHART_MODULES, SERVER_CHARTS_LOADER_OPTIONS } from './scripts/build/serverCharts';
import { familyRedirects } from './src/products/productLookup';

// The lockfile is complete for this platform; skip Next's attempt to patch it over the network.
process.env.NEXT_IGNORE_INCORRECT_LOCKFILE ??= '1';
process.env.NEXT_TELEMETRY_DISABLED ??= '1';

// The feedback store's SQLite worker is started by path at run time (server/store/sqliteWorker.cjs),
// out of the bundler's and the tracer's sight: list it, and the native module it loads, with the
// routes that use it, so a standalone output or a host copying traced files has them.
// tests/e2e/feedbackBuildTrace.spec.ts checks the traces hold everything the worker loads.
const SQLITE_WORKER_FILES = [
  './server/store/sqliteWorker.cjs',
  './node_modules/better-sqlite3/package.json',
  './node_modules/better-sqlite3/lib/**/*.js',
  './node_modules/better-sqlite3/build/Release/better_sqlite3.node',
  './node_modules/bindings/{package.json,bindings.js}',
  './node_modules/file-uri-to-path/{package.json,index.js}',
];

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // The host the service worker registers on (src/serviceWorker/serviceWorkerHost.ts): the
  // prerendered pages learn it at build time. scripts/productionBuild.mjs counts it in the
  // source hash, so `npm start` rebuilds when it changes.
  // The Google Analytics id is always defined (empty when unset), so the client reads a constant
  // and never pulls in a `process` shim.
  env: {
    NEXT_PUBLIC_DOCS_PRODUCTION_HOST: process.env.DOCS_PRODUCTION_HOST?.trim() || 'mui.com',
    NEXT_PUBLIC_GA_MEASUREMENT_ID: process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID?.trim() ?? '',
  },
  // Canonical URLs end with a slash; Next answers the slash-less form with a 308 to it.
  trailingSlash: true,
  // Next's own slash redirect would send `POST /api/feedback` to `/api/feedback/` with a 308:
  // the same two redirects are declared below, leaving the API routes out.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // Keys match routes by substring: `/api/feedback` covers its summary and export routes too.
  outputFileTracingIncludes: {
    '/api/feedback': SQLITE_WORKER_FILES,
    '/api/events': SQLITE_WORKER_FILES,
    instrumentation: SQLITE_WORKER_FILES,
  },
  // @mui/x-charts 6 ships ESM whose imports lack file extensions.
  transpilePackages: ['@mui/x-charts'],
  experimental: {
    // The site does not scroll smoothly: a page change scrolls to the top without Next first
    // switching smooth scrolling off and forcing a layout of the new page to apply that (about
    // 4 ms of main thread per page change on a fast machine, before the new page's first frame).
    optimizeRouterScrolling: true,
    // Every core renders pages (about 3,000, with the Chinese ones). Next keeps one back for its
    // main process by default, which idles while the workers render: on a 2-core machine that
    // rendered them in one process, about 4 minutes.
    cpus: os.availableParallelism(),
  },
  // Lint and typecheck run as their own steps (`npm run lint`, `npm run typecheck`).
  eslint: { ignoreDuringBuilds: true },
  typescript: { ignoreBuildErrors: true },
  webpack(config, { isServer, dev, webpack }) {
    if (isServer) {
      // Charts in static islands (demos) are drawn in the server HTML
      // (scripts/build/serverChartsLoader.cjs): responsive ones at a desktop size, bars and pie
      // arcs finished, not animating in from nothing.
      config.module.rules.push({
        test: SERVER_CHART_MODULES,
        use: [
          {
            loader: path.join(process.cwd(), 'scripts/build/serverChartsLoader.cjs'),
            options: SERVER_CHARTS_LOADER_OPTIONS,
          },
        ],
      });
    }
    if (!isServer && !dev) {
      // V8's compile hint on the large scripts (scripts/build/compileHintPlugin.ts).
      config.plugins.push(new CompileHintPlugin(webpack));
      // Async chunks (each demo, each demo's live-editing scope, the library code they share)
      // are named by id and the build's hash, not by a hash of their own: webpack's runtime,
      // which every page loads, then holds no table of names and hashes, one entry per chunk,
      // that grew with every demo (it had reached 15 kB gzipped). The price: a new deployment
      // gives every async chunk a new URL.
      config.output.chunkFilename = 'static/chunks/[id].[fullhash:16].js';
    }
    return config;
  },
  async headers() {
    return [
      // Security headers and the Content-Security-Policy on every response
      // (scripts/build/securityHeaders.ts; tests/e2e/securityHeaders.spec.ts).
      ...securityHeaders(Boolean(process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID?.trim())),
      {
        // The site's typefaces (public/fonts/, written by generate) are named by content hash.
        source: '/fonts/:file*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
      {
        // Served from /x/, the worker may control the whole site; a new deployment's worker
        // is seen on the next check, never held by an HTTP cache.
        source: '/x/sw.js',
        headers: [
          { key: 'Service-Worker-Allowed', value: '/' },
          { key: 'Cache-Control', value: 'no-cache' },
        ],
      },
    ];
  },
  async redirects() {
    return [
      // A file URL loses its trailing slash (`/favicon.svg/` → `/favicon.svg`).
      {
        source: '/:file((?!\\.well-known(?:/.*)?)(?!api(?:/|$))(?:[^/]+/)*[^/]+\\.\\w+)/',
        destination: '/:file',
        permanent: true,
        missing: [{ type: 'header', key: 'x-nextjs-data' }],
      },
      // A page URL gains one (`/x/introduction` → `/x/introduction/`); API routes keep theirs.
      // Next lets a custom source match with a trailing slash too: `(?!.*/$)` rules that out.
      {
        source: '/:notfile((?!.*/$)(?!\\.well-known(?:/.*)?)(?!api(?:/|$))(?:[^/]+/)*[^/\\.]+)',
        destination: '/:notfile/',
        permanent: true,
      },
      // Each product family's bare folder (`/material-ui`) to its landing page.
      ...familyRedirects(),
    ];
  },
};

export default nextConfig;
