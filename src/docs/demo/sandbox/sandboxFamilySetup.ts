import type { FamilyId } from '../../../products/productRegistry';

/** The package a family's demos run on: every project of that family depends on it. */
export const FAMILY_PACKAGES: Record<FamilyId, string> = {
  x: '@mui/material',
  'material-ui': '@mui/material',
  'joy-ui': '@mui/joy',
  'base-ui': '@mui/base',
  system: '@mui/system',
};

/** How a demo styles itself, when it decides the project's setup: Tailwind CSS needs its tooling. */
export type SandboxStyling = 'tailwind';

/** `src/index.css` of a Tailwind CSS project: the three layers, preflight included. */
export const TAILWIND_ENTRY_CSS = `@tailwind base;
@tailwind components;
@tailwind utilities;
`;

/**
 * `tailwind.config.js`: Tailwind scans the page and every source file for class names, and
 * `dark:` follows the OS preference (the docs site ties it to its own color scheme instead).
 */
export const TAILWIND_CONFIG = `/** @type {import('tailwindcss').Config} */
export default {
  content: ['./index.html', './src/**/*.{js,jsx,ts,tsx}'],
  darkMode: 'media',
  theme: {
    extend: {},
  },
  plugins: [],
};
`;

/** `postcss.config.js`: Vite runs PostCSS with it on every CSS file, Tailwind CSS first. */
export const POSTCSS_CONFIG = `export default {
  plugins: {
    tailwindcss: {},
  },
};
`;
