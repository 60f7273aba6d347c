import { describe, expect, it } from 'vitest';
import { createSandboxProject, type SandboxDemo } from './createSandboxProject';
import type { SandboxVersions } from './sandboxVersions';

// A table of our own: these tests are about each family's project, not about reading versions.
const EMOTION = ['@emotion/react', '@emotion/styled'];
const versions: SandboxVersions = {
  packages: {
    react: '18.3.1',
    'react-dom': '18.3.1',
    '@emotion/react': '11.14.0',
    '@emotion/styled': '11.14.1',
    '@mui/material': '5.18.0',
    '@mui/lab': '5.0.0-alpha.177',
    '@mui/joy': '5.0.0-beta.52',
    '@mui/base': '5.0.0-beta.40-1',
    '@mui/system': '5.18.0',
    vite: '8.3.8',
    typescript: '5.9.3',
    '@types/react': '18.3.31',
    '@types/react-dom': '18.3.7',
    tailwindcss: '3.4.19',
    postcss: '8.5.33',
  },
  dateAdapters: {},
  peers: {
    '@mui/material': [...EMOTION, 'react', 'react-dom'],
    '@mui/lab': [...EMOTION, '@mui/material', 'react', 'react-dom'],
    '@mui/joy': [...EMOTION, 'react', 'react-dom'],
    '@mui/base': ['react', 'react-dom'],
    '@mui/system': [...EMOTION, 'react'],
  },
};

function project(demo: Partial<SandboxDemo> & { code: string }) {
  return createSandboxProject({ name: 'Demo', title: 'Demo', variant: 'TS', ...demo }, versions);
}

describe("createSandboxProject: each family's setup", () => {
  it('gives a Joy UI demo @mui/joy and Emotion, no Material UI, inside CssVarsProvider', () => {
    const joy = project({
      code: "import Button from '@mui/joy/Button';\nexport default function Demo() {}\n",
      family: 'joy-ui',
    });
    expect(joy.dependencies).toEqual({
      '@emotion/react': '11.14.0',
      '@emotion/styled': '11.14.1',
      '@mui/joy': '5.0.0-beta.52',
      react: '18.3.1',
      'react-dom': '18.3.1',
    });
    const entry = joy.files['src/index.tsx'];
    expect(entry).toContain("import { CssVarsProvider } from '@mui/joy/styles';");
    expect(entry).toMatch(/<CssVarsProvider defaultMode="system">\s*<CssBaseline \/>\s*<Demo \/>/);
  });

  it('gives a Base UI demo @mui/base alone, and Emotion only with MUI System', () => {
    const css = project({
      code: "import { Button } from '@mui/base/Button';\n",
      family: 'base-ui',
    });
    expect(css.dependencies).toEqual({
      '@mui/base': '5.0.0-beta.40-1',
      react: '18.3.1',
      'react-dom': '18.3.1',
    });
    const system = project({
      code: "import { Button } from '@mui/base/Button';\nimport { styled } from '@mui/system';\n",
      family: 'base-ui',
    });
    expect(Object.keys(system.dependencies)).toEqual([
      '@emotion/react',
      '@emotion/styled',
      '@mui/base',
      '@mui/system',
      'react',
      'react-dom',
    ]);
  });

  it('gives a Lab import Material UI and Emotion through its peers', () => {
    const lab = project({
      code: "import LoadingButton from '@mui/lab/LoadingButton';\n",
      family: 'material-ui',
    });
    expect(lab.dependencies).toMatchObject({
      '@mui/lab': '5.0.0-alpha.177',
      '@mui/material': '5.18.0',
      '@emotion/react': '11.14.0',
    });
  });

  it('keeps Material UI projects as they were when no family is given', () => {
    expect(Object.keys(project({ code: '' }).dependencies)).toEqual([
      '@emotion/react',
      '@emotion/styled',
      '@mui/material',
      'react',
      'react-dom',
    ]);
    expect(project({ code: '' }).files['src/index.tsx']).not.toContain('CssVarsProvider');
  });
});

describe('createSandboxProject: a Tailwind CSS demo', () => {
  const tailwind = project({
    code: "import { Button } from '@mui/base/Button';\nexport default function Demo() {}\n",
    family: 'base-ui',
    styling: 'tailwind',
    variant: 'JS',
  });

  it('has the Tailwind config with content globs, the PostCSS config and the CSS entry', () => {
    expect(Object.keys(tailwind.files).sort()).toEqual([
      'index.html',
      'package.json',
      'postcss.config.js',
      'src/Demo.jsx',
      'src/index.css',
      'src/index.jsx',
      'tailwind.config.js',
    ]);
    expect(tailwind.files['tailwind.config.js']).toContain(
      "content: ['./index.html', './src/**/*.{js,jsx,ts,tsx}']",
    );
    expect(tailwind.files['postcss.config.js']).toContain('tailwindcss: {}');
    expect(tailwind.files['src/index.css']).toBe(
      '@tailwind base;\n@tailwind components;\n@tailwind utilities;\n',
    );
    expect(tailwind.files['src/index.jsx']).toContain("import './index.css';");
  });

  it('lists Tailwind CSS and PostCSS in devDependencies at the installed versions', () => {
    expect(tailwind.devDependencies).toEqual({
      vite: '8.3.8',
      tailwindcss: '3.4.19',
      postcss: '8.5.33',
    });
    expect(JSON.parse(tailwind.files['package.json']).devDependencies).toEqual(
      tailwind.devDependencies,
    );
  });

  it('adds nothing of Tailwind to a project of another styling', () => {
    const css = project({ code: '', family: 'base-ui' });
    expect(css.files).not.toHaveProperty(['tailwind.config.js']);
    expect(css.devDependencies).not.toHaveProperty(['tailwindcss']);
  });
});

describe('createSandboxProject: shared demo data', () => {
  const code = [
    "import Box from '@mui/material/Box';",
    "import { harbours, type Harbour } from '@demo-data/harbours';",
    'export default function Demo() {',
    '  return <Box>{harbours.map((harbour: Harbour) => harbour.name).join()}</Box>;',
    '}',
  ].join('\n');
  const harbours = {
    name: 'harbours',
    code: [
      "import { tides } from '@demo-data/tides';",
      'export interface Harbour { name: string }',
      "export const harbours: Harbour[] = [{ name: 'Brest' }].map((h) => ({ ...h, ...tides }));",
    ].join('\n'),
  };
  const tides = {
    name: 'tides',
    code: "import { Base } from '@mui/base';\nexport const tides = { range: 7.5 };",
  };
  const unused = { name: 'comets', code: 'export const comets = [];' };

  it('holds the modules the demo imports, and theirs, with relative imports', () => {
    const { files } = project({ code, dataModules: [unused, tides, harbours] });
    expect(files['src/Demo.tsx']).toContain("from './demo-data/harbours';");
    expect(files['src/Demo.tsx']).not.toContain('@demo-data');
    expect(files['src/demo-data/harbours.ts']).toContain("import { tides } from './tides';");
    expect(files['src/demo-data/tides.ts']).toBe(`${tides.code}\n`);
    // Only what the demo reaches: a module given but not imported stays out.
    expect(Object.keys(files).filter((file) => file.startsWith('src/demo-data/'))).toEqual([
      'src/demo-data/harbours.ts',
      'src/demo-data/tides.ts',
    ]);
  });

  it('names its files for the variant and adds the packages the modules import', () => {
    const { files, dependencies } = project({
      code,
      variant: 'JS',
      dataModules: [harbours, tides],
    });
    expect(files['src/demo-data/harbours.js']).toBeDefined();
    expect(files['src/Demo.jsx']).toContain("from './demo-data/harbours';");
    // @mui/base comes from the tides module only; @demo-data is no package.
    expect(Object.keys(dependencies)).toContain('@mui/base');
    expect(Object.keys(dependencies).some((name) => name.startsWith('@demo-data'))).toBe(false);
  });

  it('refuses a data module it was not given, naming it', () => {
    expect(() => project({ code, dataModules: [harbours] })).toThrow(
      /imports "@demo-data\/tides", but the project was given no such data module \(it holds harbours\)/,
    );
  });
});
