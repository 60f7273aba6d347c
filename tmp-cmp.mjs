import { launchChrome, measure } from './scripts/bench/runLighthouse.mjs';
const chrome = await launchChrome();
const [path, ...ports] = process.argv.slice(2);
for (let i = 0; i < 3; i++) for (const port of ports) {
  const r = await measure(chrome, `http://localhost:${port}${path}`);
  console.log(port, 'score', r.score, 'TBT', Math.round(r.tbt), 'LCP', Math.round(r.lcp), 'JS', r.js.toFixed(1));
}
await chrome.kill();
