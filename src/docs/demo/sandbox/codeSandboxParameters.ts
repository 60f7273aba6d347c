import { compressToBase64 } from 'lz-string';
import type { SandboxProject } from './createSandboxProject';

export const CODESANDBOX_DEFINE_URL = 'https://codesandbox.io/api/v1/sandboxes/define';

interface DefineFile {
  content: string | object;
  isBinary: false;
}

/**
 * CodeSandbox's in-browser bundler does not run Vite; a Devbox (a VM) does, and reads its
 * install step and dev server from this file.
 */
const DEVBOX_TASKS = {
  setupTasks: [{ name: 'Install dependencies', command: 'npm install' }],
  tasks: {
    dev: { name: 'Vite', command: 'npm run dev', runAtStart: true, preview: { port: 5173 } },
  },
};

/** The body CodeSandbox's define API takes: every file, package.json as an object. */
export function codeSandboxDefinition(project: SandboxProject): {
  files: Record<string, DefineFile>;
} {
  const files: Record<string, DefineFile> = {};
  const withTasks = {
    ...project.files,
    '.codesandbox/tasks.json': `${JSON.stringify(DEVBOX_TASKS, null, 2)}\n`,
  };
  for (const [file, text] of Object.entries(withTasks)) {
    files[file] = {
      content: file === 'package.json' ? (JSON.parse(text) as object) : text,
      isBinary: false,
    };
  }
  return { files };
}

/**
 * The `parameters` field of the define form: the definition as JSON, lz-string compressed to
 * base64, made URL-safe (`+` → `-`, `/` → `_`, no `=` padding) as the define API expects.
 */
export function codeSandboxParameters(project: SandboxProject): string {
  return compressToBase64(JSON.stringify(codeSandboxDefinition(project)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The define form's fields; `query` opens the demo file in the new sandbox. */
export function codeSandboxFields(project: SandboxProject): Record<string, string> {
  return {
    parameters: codeSandboxParameters(project),
    query: `file=/${project.demoFile}`,
  };
}
