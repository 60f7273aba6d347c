// The client side of sandbox export, loaded on demand (a dynamic import on the first hover,
// focus or click of a sandbox button), so it costs nothing at page load.
import versionTable from '../../../../generated/sandboxVersions.json';
import { codeSandboxFields, CODESANDBOX_DEFINE_URL } from './codeSandboxParameters';
import { createSandboxProject, type SandboxDemo } from './createSandboxProject';
import { downloadFile } from './downloadFile';
import { postForm } from './postForm';
import { sandboxZip, sandboxZipName } from './sandboxZip';
import type { SandboxVersions } from './sandboxVersions';
import { stackBlitzAction, stackBlitzFields } from './stackBlitzFields';

const versions: SandboxVersions = versionTable;

export type SandboxAction = 'codesandbox' | 'stackblitz' | 'zip';

/** Builds the demo's project and opens it in CodeSandbox or StackBlitz, or downloads it as a zip. */
export function runSandboxAction(action: SandboxAction, demo: SandboxDemo): void {
  const project = createSandboxProject(demo, versions);
  if (action === 'codesandbox') {
    postForm(CODESANDBOX_DEFINE_URL, codeSandboxFields(project));
  } else if (action === 'stackblitz') {
    postForm(stackBlitzAction(project), stackBlitzFields(project));
  } else {
    downloadFile(sandboxZip(project), sandboxZipName(project), 'application/zip');
  }
}
