import { createContext, type Context } from 'react';

/**
 * The key under which the "inside a static island, on the server" context is registered on
 * `globalThis`. The server build's charts loader (scripts/build/serverChartsLoader.cjs) reads the
 * context through it: code injected into a package's module cannot import the app's modules, and
 * both must reach the same context object.
 */
export const SERVER_ISLAND_CONTEXT_KEY = 'mui-docs.serverIsland';

type Registry = Record<symbol, Context<boolean> | undefined>;

/**
 * True while the server renders the inside of a {@link StaticIsland}: HTML the browser keeps as
 * it is and never hydrates, so it may already show what a component draws only once it has
 * measured in the browser (a chart at its size). Outside an island, a component's server HTML
 * must equal its first render in the browser.
 */
export const ServerIslandContext: Context<boolean> = ((globalThis as unknown as Registry)[
  Symbol.for(SERVER_ISLAND_CONTEXT_KEY)
] ??= createContext(false));
