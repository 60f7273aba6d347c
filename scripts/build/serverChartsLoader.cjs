// A webpack loader on the server build only (next.config.ts), for a few modules of @mui/x-charts, so
// that a chart demo's server HTML draws the chart the live demo draws. See docs/PERFORMANCE.md,
// "Charts drawn in the server HTML". The browser bundles are untouched.
//
// Only inside a static island (src/hydration/serverIsland.ts): HTML the browser keeps and never
// hydrates. A chart outside one (a template's dashboard) hydrates, so its server HTML must stay
// what the package renders first in the browser: an empty box until measured.
//
// - ResponsiveChartContainer, the container of every chart given no `width` (or `height`),
//   measures its box in an effect and draws nothing until then: here its first size is the box a
//   chart has in the docs' widest content column. The container stretches its SVG over its box
//   and the SVG keeps its aspect ratio, so in a narrower column the drawing shrinks inside the
//   same box, and nothing moves when the live chart, measured, takes its place.
// - Bars and pie arcs (and the arcs' labels) animate in from nothing: their transitions start from
//   an empty shape and reach the drawn one in an effect, which the server never runs. Here the
//   transitions' first values are the drawn ones (react-spring's `initial`, the values of their
//   `update`), so the server HTML holds the finished bars and arcs.

/** The hook the loader adds to each module: whether the server renders a static island. */
const IN_ISLAND = 'useDocsServerIsland';

/**
 * The hook's declaration, appended to the module (a function declaration is hoisted; `React` is
 * the module's own import). It reads the context the app registers under `key` on `globalThis`.
 */
function islandHook(key) {
  const symbol = `Symbol.for(${JSON.stringify(key)})`;
  return `
function ${IN_ISLAND}() {
  return React.useContext(globalThis[${symbol}] || (globalThis[${symbol}] = React.createContext(false)));
}
`;
}

/** The two state hooks the container starts at 0: its width, then its height. */
const SIZE_STATES = [
  { name: 'width', pattern: /(\[width, setWidth\] = React\.useState\()0(\))/g },
  { name: 'height', pattern: /(\[height, setHeight\] = React\.useState\()0(\))/g },
];

/** The one match of `pattern` in `source`, or an error naming what the package no longer has. */
function matchOnce(source, pattern, what) {
  const found = [...source.matchAll(pattern)];
  if (found.length !== 1) {
    throw new Error(`@mui/x-charts: expected ${what} once, found ${found.length}.`);
  }
  return found[0];
}

/**
 * ResponsiveChartContainer's source with its first width and height set to `size` in an island;
 * throws when the package no longer starts them at 0 as written (a new version: look at it again).
 */
function drawAtServerSize(source, size) {
  let result = source;
  for (const { name, pattern } of SIZE_STATES) {
    matchOnce(result, pattern, `ResponsiveChartContainer's ${name} to start as React.useState(0)`);
    result = result.replace(pattern, `$1${IN_ISLAND}() ? ${Number(size[name])} : 0$2`);
  }
  return result;
}

/**
 * A plot's source (bars, pie arcs, arc labels) with its transition starting, in an island, at the
 * values of its `update`, the drawn shape (`initial: undefined` is react-spring's default). The
 * config is either an object literal naming its `update` function right before
 * `immediate: skipAnimation`, or a shared config spread before it
 * (`_extends({}, config, { immediate: skipAnimation })`).
 */
function startTransitionDrawn(source) {
  const immediate = /immediate: skipAnimation(\s*\})/g;
  matchOnce(source, immediate, 'a transition configured with `immediate: skipAnimation`');
  const spread = source.match(/\(\{\}, ([\w.$]+), \{\s*immediate: skipAnimation\s*\}/);
  const literal = source.match(/update: ([\w$]+),\s*immediate: skipAnimation\s*\}/);
  const update = spread ? `${spread[1]}.update` : literal ? literal[1] : null;
  if (!update) {
    throw new Error('@mui/x-charts: found no `update` for the transition to start from.');
  }
  return source.replace(
    immediate,
    `immediate: skipAnimation, initial: ${IN_ISLAND}() ? ${update} : undefined$1`,
  );
}

/** The modules changed, by their path inside the package, and how. */
const TRANSFORMS = [
  { module: /[\\/]ResponsiveChartContainer[\\/]index\.js$/, transform: drawAtServerSize },
  { module: /[\\/]BarChart[\\/]BarPlot\.js$/, transform: startTransitionDrawn },
  { module: /[\\/]PieChart[\\/]PieArcPlot\.js$/, transform: startTransitionDrawn },
  { module: /[\\/]PieChart[\\/]PieArcLabelPlot\.js$/, transform: startTransitionDrawn },
];

/** The server build of one of the modules the loader is given (next.config.ts selects them). */
function serverChartSource(resourcePath, source, { islandContextKey, ...size }) {
  const entry = TRANSFORMS.find(({ module }) => module.test(resourcePath));
  if (!entry) {
    throw new Error(`serverChartsLoader was given ${resourcePath}, which it does not change.`);
  }
  if (!islandContextKey) {
    throw new Error('serverChartsLoader needs the key of the island context (islandContextKey).');
  }
  return entry.transform(source, size) + islandHook(islandContextKey);
}

function serverChartsLoader(source) {
  return serverChartSource(this.resourcePath, source, this.getOptions());
}

module.exports = serverChartsLoader;
module.exports.serverChartSource = serverChartSource;
