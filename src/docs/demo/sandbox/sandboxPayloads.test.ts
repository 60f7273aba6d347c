import { strFromU8, unzipSync } from 'fflate';
import { decompressFromBase64 } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { codeSandboxFields, codeSandboxParameters } from './codeSandboxParameters';
import { createSandboxProject } from './createSandboxProject';
import { sandboxZip, sandboxZipName } from './sandboxZip';
import type { SandboxVersions } from './sandboxVersions';
import { stackBlitzAction, stackBlitzFields } from './stackBlitzFields';

// A table of our own: these tests are about the payloads, not about version resolution.
const versions: SandboxVersions = {
  packages: {
    react: '18.3.1',
    'react-dom': '18.3.1',
    '@mui/material': '5.18.0',
    '@emotion/react': '11.14.0',
    '@emotion/styled': '11.14.1',
    '@mui/x-date-pickers': '6.19.0',
    vite: '8.3.8',
    typescript: '5.9.3',
    '@types/react': '18.3.31',
    '@types/react-dom': '18.3.7',
  },
  dateAdapters: { AdapterDayjs: { dayjs: '^1.10.7' } },
  peers: {
    '@mui/material': ['@emotion/react', '@emotion/styled', 'react', 'react-dom'],
    '@mui/x-date-pickers': ['@mui/material', 'react', 'react-dom'],
  },
};

// Characters that base64 and lz-string must carry through: quotes, unicode, `+`/`/` producers.
const code = [
  "import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';",
  "import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';",
  'export default function TripDates() {',
  '  return <LocalizationProvider dateAdapter={AdapterDayjs}>Départ — 出发 ✈</LocalizationProvider>;',
  '}',
  '',
].join('\n');
const project = createSandboxProject(
  { name: 'TripDates', title: 'Trip dates', code, variant: 'TS' },
  versions,
);

describe('codeSandboxParameters', () => {
  it('is URL-safe and decodes back to every file, package.json as an object', () => {
    const parameters = codeSandboxParameters(project);
    expect(parameters).toMatch(/^[A-Za-z0-9_-]+$/);
    const base64 = parameters.replace(/-/g, '+').replace(/_/g, '/');
    const decoded = JSON.parse(decompressFromBase64(base64)) as {
      files: Record<string, { content: unknown; isBinary: boolean }>;
    };
    expect(Object.keys(decoded.files).sort()).toEqual(
      [...Object.keys(project.files), '.codesandbox/tasks.json'].sort(),
    );
    const tasks = JSON.parse(decoded.files['.codesandbox/tasks.json'].content as string);
    expect(tasks.tasks.dev).toMatchObject({ command: 'npm run dev', runAtStart: true });
    expect(decoded.files['src/TripDates.tsx']).toEqual({ content: code, isBinary: false });
    expect(decoded.files['package.json'].content).toMatchObject({
      dependencies: { dayjs: '^1.10.7', '@mui/x-date-pickers': '6.19.0' },
    });
    expect(codeSandboxFields(project).query).toBe('file=/src/TripDates.tsx');
  });
});

describe('stackBlitzFields', () => {
  it('names one field per file, the node template and the dependencies as JSON', () => {
    const fields = stackBlitzFields(project);
    expect(fields['project[files][src/TripDates.tsx]']).toBe(code);
    expect(fields['project[files][tsconfig.json]']).toBe(project.files['tsconfig.json']);
    expect(fields['project[title]']).toBe('Trip dates');
    expect(fields['project[description]']).toBe(project.description);
    expect(fields['project[template]']).toBe('node');
    expect(JSON.parse(fields['project[dependencies]'])).toEqual(project.dependencies);
    expect(stackBlitzAction(project)).toBe('https://stackblitz.com/run?file=src%2FTripDates.tsx');
  });
});

describe('sandboxZip', () => {
  it('holds every file inside a folder named after the demo', () => {
    const entries = unzipSync(sandboxZip(project));
    expect(Object.keys(entries).sort()).toEqual(
      Object.keys(project.files)
        .map((file) => `trip-dates/${file}`)
        .sort(),
    );
    expect(strFromU8(entries['trip-dates/src/TripDates.tsx'])).toBe(code);
    expect(sandboxZipName(project)).toBe('trip-dates.zip');
  });
});
