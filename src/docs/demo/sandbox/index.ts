export { createSandboxProject } from './createSandboxProject';
export type { SandboxDemo, SandboxProject, SandboxVariant } from './createSandboxProject';
export { SandboxDateAdapterError, SandboxDependencyError } from './sandboxErrors';
export type { SandboxVersions } from './sandboxVersions';
