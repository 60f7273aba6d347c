import { FlatCompat } from '@eslint/eslintrc';
import { importLayerConfigs } from './scripts/lint/importLayers.mjs';

const compat = new FlatCompat({ baseDirectory: import.meta.dirname });

// Wrong-way imports tolerated for now, each while another change in flight removes it.
const WRONG_WAY_IMPORTS_FOR_NOW = [];

const config = [
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'generated/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  ...compat.extends('next/core-web-vitals', 'next/typescript'),
  {
    rules: {
      'no-console': ['error', { allow: ['error', 'warn'] }],
      // The hydration's restore effect (src/hydration/useRestoreEffect.ts) is checked as one.
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '^useRestoreEffect$' }],
    },
  },
  // Layers of src/ and server/: which folder may import which.
  ...importLayerConfigs(WRONG_WAY_IMPORTS_FOR_NOW),
  {
    // The SQLite worker thread is plain CommonJS, loaded by path (see server/store/sqliteWorkerDialect.ts).
    files: ['server/**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**', 'tests/**'],
    // Playwright fixtures call their continuation `use`, which is not a React hook.
    rules: { 'no-console': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Demos also run outside Next.js (the sandbox export is a Vite project), so they use <img>.
    files: ['content/**/*.tsx'],
    rules: { '@next/next/no-img-element': 'off' },
  },
  {
    // Fixture type declarations imitate the packages' own, `any` defaults included.
    files: ['scripts/api/fixtures/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
];

export default config;
