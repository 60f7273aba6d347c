/** A demo imports something a standalone project cannot get from npm. */
export class SandboxDependencyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SandboxDependencyError';
  }
}

/** A demo uses a date adapter whose date library cannot be determined. */
export class SandboxDateAdapterError extends Error {
  readonly adapter: string;

  constructor(adapter: string, specifier: string, knownAdapters: readonly string[]) {
    super(
      `Cannot determine the date library for the date adapter "${adapter}" (imported from "${specifier}"). The adapters with a known date library are: ${knownAdapters.join(', ')}. Use one of them, or run \`npm run generate\` if the version table is stale.`,
    );
    this.name = 'SandboxDateAdapterError';
    this.adapter = adapter;
  }
}
