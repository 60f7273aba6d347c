import { strToU8, zipSync, type Zippable } from 'fflate';
import type { SandboxProject } from './createSandboxProject';

/** The project as a zip archive, every file inside one folder named after the demo. */
export function sandboxZip(project: SandboxProject): Uint8Array {
  const entries: Zippable = {};
  for (const [file, text] of Object.entries(project.files)) {
    entries[`${project.slug}/${file}`] = strToU8(text);
  }
  return zipSync(entries, { level: 6 });
}

/** `basic-date-picker.zip`. */
export function sandboxZipName(project: SandboxProject): string {
  return `${project.slug}.zip`;
}
