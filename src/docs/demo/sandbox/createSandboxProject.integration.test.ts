import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDemoDataReader } from '../../../../scripts/demos/demoDataSources';
import { isDemoFile } from '../../../../scripts/demos/demoRegistry';
import { toJavaScript } from '../../../../scripts/demos/toJavaScript';
import { readSandboxVersionInputs } from '../../../../scripts/sandbox/readSandboxVersionInputs';
import { buildSandboxVersions } from '../../../../scripts/sandbox/sandboxVersionTable';
import { isTailwindDemo } from '../../../../scripts/demos/demoRecord';
import { DEMO_DATA_FOLDER, isDemoDataSpecifier } from '../demoDataModules';
import { demoFamily } from '../demoFamily';
import { createSandboxProject, type SandboxDemo } from './createSandboxProject';
import { FAMILY_PACKAGES } from './sandboxFamilySetup';
import { findImports, packageName } from './findImports';
import { SandboxDateAdapterError, SandboxDependencyError } from './sandboxErrors';
import type { SandboxVersions } from './sandboxVersions';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const CONTENT = path.join(ROOT, 'content');
/** The real table, from the installed packages, as `npm run generate` writes it. */
const versions = buildSandboxVersions(readSandboxVersionInputs(ROOT));

/** The documented versions of the MUI X packages and of Material UI's major. */
const DOCUMENTED: Record<string, RegExp> = {
  '@mui/x-data-grid': /^6\.19\.1$/,
  '@mui/x-data-grid-pro': /^6\.19\.1$/,
  '@mui/x-data-grid-premium': /^6\.19\.1$/,
  '@mui/x-date-pickers': /^6\.19\.0$/,
  '@mui/x-date-pickers-pro': /^6\.19\.0$/,
  '@mui/x-charts': /^6\.19\.1$/,
  '@mui/x-tree-view': /^6\.17\.0$/,
  '@mui/material': /^5\./,
  react: /^18\./,
  'react-dom': /^18\./,
};

/** The ranges @mui/x-date-pickers 6.19.0 declares for each adapter's date library. */
const ADAPTER_LIBRARIES: Record<string, Record<string, string>> = {
  AdapterDayjs: { dayjs: '^1.10.7' },
  AdapterDateFns: { 'date-fns': '^2.25.0' },
  AdapterDateFnsV3: { 'date-fns': '^3.2.0' },
  AdapterLuxon: { luxon: '^3.0.2' },
  AdapterMoment: { moment: '^2.29.4' },
  AdapterDateFnsJalali: { 'date-fns-jalali': '^2.13.0-0' },
  AdapterMomentHijri: { moment: '^2.29.4', 'moment-hijri': '^2.1.2' },
  AdapterMomentJalaali: {
    moment: '^2.29.4',
    'moment-jalaali': '^0.7.4 || ^0.8.0 || ^0.9.0 || ^0.10.0',
  },
};

const demoFiles = readdirSync(CONTENT, { recursive: true, encoding: 'utf8' })
  .map((file) => file.replace(/\\/g, '/'))
  .filter(isDemoFile)
  .sort();

function demo(code: string, variant: SandboxDemo['variant'] = 'TS'): SandboxDemo {
  return { name: 'Demo', title: 'Demo', code, variant };
}

function packageJson(files: Record<string, string>) {
  return JSON.parse(files['package.json']) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
    scripts: Record<string, string>;
  };
}

const dataReader = createDemoDataReader(CONTENT);

describe('createSandboxProject over every demo under content/', () => {
  it('finds the demos', () => {
    expect(demoFiles).toContain('x/react-date-pickers/BasicDatePicker.tsx');
  });

  describe.each(demoFiles)('%s', (relativePath) => {
    const name = path.basename(relativePath, '.tsx');
    const typescript = readFileSync(path.join(CONTENT, relativePath), 'utf8');
    const family = demoFamily(relativePath.replace(/\.tsx$/, ''));
    const tailwind = isTailwindDemo(name);

    it.each(['TS', 'JS'] as const)('builds a complete %s project', async (variant) => {
      const code = variant === 'TS' ? typescript : await toJavaScript(typescript, relativePath);
      // The shared data modules the demo imports, as the page hands them to the export.
      const dataModules = (await dataReader.modulesOf(typescript, relativePath)).map((module) => ({
        name: module.name,
        code: variant === 'TS' ? module.ts : module.js,
      }));
      const project = createSandboxProject(
        {
          name,
          title: name,
          code,
          variant,
          family,
          styling: tailwind ? 'tailwind' : null,
          dataModules,
        },
        versions,
      );
      const extension = variant === 'TS' ? 'tsx' : 'jsx';

      const expectedFiles = ['package.json', 'index.html', `src/index.${extension}`];
      expectedFiles.push(`src/${name}.${extension}`);
      for (const { name: dataName } of dataModules) {
        expectedFiles.push(`src/${DEMO_DATA_FOLDER}/${dataName}.${variant === 'TS' ? 'ts' : 'js'}`);
      }
      if (variant === 'TS') {
        expectedFiles.push('tsconfig.json');
      }
      if (tailwind) {
        expectedFiles.push('tailwind.config.js', 'postcss.config.js', 'src/index.css');
      }
      expect(Object.keys(project.files).sort()).toEqual(expectedFiles.sort());
      // The demo as written, its shared data imported from the project's own folder.
      expect(project.files[`src/${name}.${extension}`].trimEnd()).toBe(
        code.trimEnd().replace(/(['"])@demo-data\//g, `$1./${DEMO_DATA_FOLDER}/`),
      );
      expect(project.files[`src/index.${extension}`]).toContain(`import ${name} from './${name}';`);
      expect(project.files[`src/index.${extension}`]).toContain(`<${name} />`);
      expect(project.files['index.html']).toContain(`src="/src/index.${extension}"`);

      const { dependencies, devDependencies, scripts } = packageJson(project.files);
      expect(scripts.dev).toBe('vite');
      expect(devDependencies.vite).toBe(versions.packages.vite);
      expect('typescript' in devDependencies).toBe(variant === 'TS');
      // React and the family's own package, whatever the demo imports.
      const familyPackage = FAMILY_PACKAGES[family ?? 'material-ui'];
      for (const base of ['react', 'react-dom', familyPackage]) {
        expect(dependencies[base], base).toBe(versions.packages[base]);
      }
      // Emotion whenever a package that styles with it is in the project.
      if (['@mui/material', '@mui/joy', '@mui/system'].some((pkg) => pkg in dependencies)) {
        expect(dependencies['@emotion/react']).toBe(versions.packages['@emotion/react']);
        expect(dependencies['@emotion/styled']).toBe(versions.packages['@emotion/styled']);
      }
      expect('tailwindcss' in devDependencies).toBe(tailwind);
      // Every package the code imports, at the installed (documented) version or an adapter's range.
      for (const { specifier } of findImports(code)) {
        if (isDemoDataSpecifier(specifier)) {
          continue;
        }
        expect(dependencies).toHaveProperty([packageName(specifier)]);
      }
      for (const [pkg, version] of Object.entries(dependencies)) {
        if (pkg in DOCUMENTED) {
          expect(version, pkg).toMatch(DOCUMENTED[pkg]);
        }
        const adapterRange = Object.values(ADAPTER_LIBRARIES).find((libs) => pkg in libs);
        if (!adapterRange) {
          expect(version, pkg).toBe(versions.packages[pkg]);
        }
      }
      // A date adapter the code uses brings its library at the supported range. An import
      // from an adapter's subpath names it (whatever its class is called there); otherwise
      // the adapter's name in the code does.
      const subpathAdapters = [...code.matchAll(/\/(Adapter\w+)['"]/g)].map((match) => match[1]);
      for (const [adapter, libraries] of Object.entries(ADAPTER_LIBRARIES)) {
        const used =
          subpathAdapters.length > 0
            ? subpathAdapters.includes(adapter)
            : new RegExp(`\\b${adapter}\\b`).test(code);
        if (used) {
          expect(dependencies).toMatchObject(libraries);
        }
      }
    });
  });

  it('gives the date picker demo dayjs at the range AdapterDayjs supports', () => {
    const code = readFileSync(
      path.join(CONTENT, 'x/react-date-pickers/BasicDatePicker.tsx'),
      'utf8',
    );
    const project = createSandboxProject(
      { name: 'BasicDatePicker', title: 'Basic date picker', code, variant: 'TS' },
      versions,
    );
    expect(project.dependencies).toMatchObject({
      '@mui/x-date-pickers': '6.19.0',
      dayjs: '^1.10.7',
    });
    expect(project.demoFile).toBe('src/BasicDatePicker.tsx');
  });
});

describe('date adapters', () => {
  it('lists every adapter of @mui/x-date-pickers with the library ranges of its peer dependencies', () => {
    expect(versions.dateAdapters).toEqual(ADAPTER_LIBRARIES);
  });

  describe.each(Object.entries(ADAPTER_LIBRARIES))('%s', (adapter, libraries) => {
    it.each([
      `import { ${adapter} } from '@mui/x-date-pickers/${adapter}';`,
      `import { ${adapter} } from '@mui/x-date-pickers-pro/${adapter}';`,
      `import { LocalizationProvider, ${adapter} as Adapter } from '@mui/x-date-pickers';`,
      `import { ${adapter} } from '@mui/x-date-pickers-pro';`,
    ])('from %s', (line) => {
      const project = createSandboxProject(
        demo(`${line}\nexport default function Demo() {}\n`),
        versions,
      );
      expect(project.dependencies).toMatchObject(libraries);
      const otherLibraries = Object.values(ADAPTER_LIBRARIES)
        .flatMap(Object.keys)
        .filter((library) => !(library in libraries));
      for (const library of otherLibraries) {
        expect(project.dependencies).not.toHaveProperty([library]);
      }
    });
  });

  it('lets the adapter range win over the installed version of a date library the code imports', () => {
    const code = [
      "import { format } from 'date-fns';",
      "import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';",
    ].join('\n');
    expect(createSandboxProject(demo(code), versions).dependencies['date-fns']).toBe('^2.25.0');
    const direct = createSandboxProject(demo("import { format } from 'date-fns';"), versions);
    expect(direct.dependencies['date-fns']).toBe(versions.packages['date-fns']);
  });

  it('throws an error naming an adapter whose date library cannot be determined', () => {
    const unknown = "import { AdapterTemporal } from '@mui/x-date-pickers/AdapterTemporal';";
    expect(() => createSandboxProject(demo(unknown), versions)).toThrow(SandboxDateAdapterError);
    expect(() => createSandboxProject(demo(unknown), versions)).toThrow(/"AdapterTemporal"/);
    // The base class imports no date library of its own.
    const base = "import { AdapterDateFnsBase } from '@mui/x-date-pickers/AdapterDateFnsBase';";
    expect(() => createSandboxProject(demo(base), versions)).toThrow(/"AdapterDateFnsBase"/);
    // A table without the adapter (the pure function trusts only its input).
    const withoutLuxon: SandboxVersions = {
      packages: versions.packages,
      dateAdapters: { AdapterDayjs: { dayjs: '^1.10.7' } },
      peers: versions.peers,
    };
    const luxon = "import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';";
    expect(() => createSandboxProject(demo(luxon), withoutLuxon)).toThrow(
      expect.objectContaining({ name: 'SandboxDateAdapterError', adapter: 'AdapterLuxon' }),
    );
  });

  it('reads the adapter from its subpath, whatever the class is called there', () => {
    const code = "import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFnsV3';";
    const project = createSandboxProject(demo(code), versions);
    expect(project.dependencies['date-fns']).toBe('^3.2.0');
  });

  it('refuses two adapters that need different majors of one library', () => {
    const code = [
      "import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';",
      "import { AdapterDateFnsV3 } from '@mui/x-date-pickers/AdapterDateFnsV3';",
    ].join('\n');
    expect(() => createSandboxProject(demo(code), versions)).toThrow(
      /date-fns \(\^2\.25\.0 and \^3\.2\.0\)/,
    );
  });
});

describe('code the reader edited', () => {
  it('follows the imports of the edited code', () => {
    const code = [
      "import { LineChart } from '@mui/x-charts/LineChart';",
      "import { DataGridPremium } from '@mui/x-data-grid-premium';",
      "import AddIcon from '@mui/icons-material/Add';",
      'export default function Demo() { return null; }',
    ].join('\n');
    const project = createSandboxProject(demo(code, 'JS'), versions);
    expect(project.dependencies).toMatchObject({
      '@mui/x-charts': '6.19.1',
      '@mui/x-data-grid-premium': '6.19.1',
      '@mui/icons-material': versions.packages['@mui/icons-material'],
    });
    expect(project.files['src/Demo.jsx']).toBe(`${code}\n`);
    expect(project.files).not.toHaveProperty(['tsconfig.json']);
  });

  it('names a relative import, an unknown package and a bad demo name in its error', () => {
    expect(() => createSandboxProject(demo("import rows from './rows';"), versions)).toThrow(
      SandboxDependencyError,
    );
    expect(() => createSandboxProject(demo("import rows from './rows';"), versions)).toThrow(
      /"\.\/rows"/,
    );
    expect(() => createSandboxProject(demo("import left from 'left-pad';"), versions)).toThrow(
      /"left-pad", which the documentation site does not depend on/,
    );
    expect(() => createSandboxProject({ ...demo(''), name: 'not-a-component' }, versions)).toThrow(
      /"not-a-component"/,
    );
  });
});
