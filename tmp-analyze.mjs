import fs from 'node:fs';
const profile = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const root = process.argv[3] ?? '.next';
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
// inclusive per callFrame key (count once per stack)
const incl = new Map();
for (const [id, t] of self) {
  const seen = new Set();
  let cur = id;
  while (cur !== undefined) {
    const cf = nodes.get(cur).callFrame;
    const key = `${cf.functionName}|${cf.url}|${cf.lineNumber}|${cf.columnNumber}`;
    if (!seen.has(key)) { seen.add(key); incl.set(key, (incl.get(key) ?? 0) + t); }
    cur = parent.get(cur);
  }
}
const src = new Map();
function snippet(url, line, col) {
  const m = url.match(/\/_next\/(static\/.*)$/); if (!m) return '';
  const p = `${root}/${decodeURIComponent(m[1])}`;
  if (!src.has(p)) src.set(p, fs.existsSync(p) ? fs.readFileSync(p, 'utf8').split('\n') : []);
  const l = src.get(p)[line] ?? '';
  return l.slice(Math.max(0, col - 20), col + 100).replace(/\s+/g, ' ');
}
const rows = [...incl].filter(([k]) => !k.includes('(root)') && !k.includes('(program)') && !k.includes('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[4] ?? 60));
for (const [k, t] of rows) {
  const [fn, url, line, col] = k.split('|');
  console.log(`${(t / 1000).toFixed(0).padStart(6)} ms ${fn || '(anon)'} ${url.replace(/^.*static\//, '')}:${line}:${col}  ${snippet(url, +line, +col)}`);
}
