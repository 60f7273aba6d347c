// A webpack loader on the server build only (next.config.ts): @mui/x-charts' ResponsiveChartContainer,
// the container of every chart given no `width` (or `height`), measures its box in an effect and
// draws nothing until then, so on the server, where nothing is measured, a chart demo's HTML was an
// empty box. Here its first size is the box a chart has in the docs' widest content column, so the
// server HTML draws the chart (bars, lines, axes, labels). The container stretches its SVG over
// its box (`& > svg { width: 100%; height: 100% }`) and the SVG keeps its aspect ratio, so in a
// narrower column the drawing shrinks inside the same box, and nothing below it moves when the live
// chart, measured, takes its place. The browser bundles are untouched.

/** The two state hooks the container starts at 0: its width, then its height. */
const STATES = [
  { name: 'width', pattern: /(\[width, setWidth\] = React\.useState\()0(\))/g },
  { name: 'height', pattern: /(\[height, setHeight\] = React\.useState\()0(\))/g },
];

/**
 * The module's source with the container's first width and height set to `size`; throws when the
 * package no longer starts them at 0 as written (a new version: look at it again).
 */
function drawAtServerSize(source, size) {
  let result = source;
  for (const { name, pattern } of STATES) {
    const found = result.match(pattern)?.length ?? 0;
    if (found !== 1) {
      throw new Error(
        `ResponsiveChartContainer: expected its ${name} to start as React.useState(0) once, found ${found}.`,
      );
    }
    result = result.replace(pattern, `$1${Number(size[name])}$2`);
  }
  return result;
}

function serverChartSizeLoader(source) {
  return drawAtServerSize(source, this.getOptions());
}

module.exports = serverChartSizeLoader;
module.exports.drawAtServerSize = drawAtServerSize;
