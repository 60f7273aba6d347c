import type { NextConfig } from 'next';

// The lockfile is complete for this platform; skip Next's attempt to patch it over the network.
process.env.NEXT_IGNORE_INCORRECT_LOCKFILE ??= '1';
process.env.NEXT_TELEMETRY_DISABLED ??= '1';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Canonical URLs end with a slash; Next answers the slash-less form with a 308 to it.
  trailingSlash: true,
  // Next's own slash redirect would send `POST /api/feedback` to `/api/feedback/` with a 308:
  // the same two redirects are declared below, leaving the API routes out.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // @mui/x-charts 6 ships ESM whose imports lack file extensions.
  transpilePackages: ['@mui/x-charts'],
  // Lint and typecheck run as their own steps (`npm run lint`, `npm run typecheck`).
  eslint: { ignoreDuringBuilds: true },
  typescript: { ignoreBuildErrors: true },
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
      { source: '/x', destination: '/x/introduction/', permanent: false },
      ...['material-ui', 'joy-ui', 'base-ui', 'system'].map((family) => ({
        source: `/${family}`,
        destination: `/${family}/getting-started/`,
        permanent: false,
      })),
    ];
  },
};

export default nextConfig;
