/** What a live-edited demo may import: module specifier → the module's namespace object. */
export type DemoScope = Readonly<Record<string, unknown>>;

/** Loads one demo's scope (a chunk of its own, see generated/demoScopeLoaders.ts). */
export type DemoScopeLoader = () => Promise<DemoScope>;
