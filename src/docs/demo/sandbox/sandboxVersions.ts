/**
 * The version table a sandbox project is resolved against. It is written at build time by
 * scripts/sandbox (from the installed packages) into generated/sandboxVersions.json; nothing in
 * it is typed by hand.
 */
export interface SandboxVersions {
  /** Package name → installed version, for every package a demo may import, and the tooling. */
  packages: Record<string, string>;
  /**
   * Date adapter name (`AdapterDayjs`) → the date libraries it needs, each with the range
   * @mui/x-date-pickers supports (from its peer dependencies).
   */
  dateAdapters: Record<string, Record<string, string>>;
  /**
   * `@mui/*` package → the packages a project must install beside it (its required peers and
   * Emotion, its default styling engine): `@mui/joy` → `@emotion/react`, `@emotion/styled`,
   * `react`, `react-dom`.
   */
  peers: Record<string, string[]>;
}

/** The packages every project needs besides its family's package and the demo's own imports. */
export const BASE_DEPENDENCIES = ['react', 'react-dom'] as const;

/** The project's build tooling (Vite); TypeScript and React's types only in the TS variant. */
export const TOOLING_DEPENDENCIES = ['vite'] as const;
export const TYPESCRIPT_TOOLING_DEPENDENCIES = [
  'typescript',
  '@types/react',
  '@types/react-dom',
] as const;
/** The tooling of a Tailwind CSS demo's project (Vite runs PostCSS by itself). */
export const TAILWIND_TOOLING_DEPENDENCIES = ['tailwindcss', 'postcss'] as const;
