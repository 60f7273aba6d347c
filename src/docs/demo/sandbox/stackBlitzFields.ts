import type { SandboxProject } from './createSandboxProject';

export const STACKBLITZ_RUN_URL = 'https://stackblitz.com/run';

/**
 * The fields of StackBlitz's POST API (`https://stackblitz.com/run`): one `project[files][path]`
 * per file, title, description, the `node` template (WebContainers: npm install, then the `dev`
 * script, so Vite runs as it would locally) and the dependencies as JSON.
 */
export function stackBlitzFields(project: SandboxProject): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [file, text] of Object.entries(project.files)) {
    fields[`project[files][${file}]`] = text;
  }
  fields['project[title]'] = project.title;
  fields['project[description]'] = project.description;
  fields['project[template]'] = 'node';
  fields['project[dependencies]'] = JSON.stringify(project.dependencies);
  return fields;
}

/** The form's action: StackBlitz opens the demo file first. */
export function stackBlitzAction(project: SandboxProject): string {
  return `${STACKBLITZ_RUN_URL}?file=${encodeURIComponent(project.demoFile)}`;
}
