// Lighthouse (mobile preset, performance only) against one Chromium kept open for every run.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { defaultConfig } from 'lighthouse';

/** The mobile preset's throttling (Slow 4G, 4x CPU), whose CPU factor BENCH_CPU_SLOWDOWN replaces. */
const MOBILE_THROTTLING = defaultConfig.settings.throttling;

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Starts Debian's Chromium (CHROME_PATH, /usr/bin/chromium by default). */
export async function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
}

/**
 * One Lighthouse run: score (0-100), LCP and TBT (ms), CLS, kB of scripts transferred, and the
 * host's CPU benchmark index (Lighthouse's own; a mid-tier phone scores about 1000). Simulated
 * throttling multiplies the main-thread work seen on this host by `cpuSlowdownMultiplier` (4 in
 * the mobile preset, BENCH_CPU_SLOWDOWN to change it), so a faster host shows less blocking time.
 */
export async function measure(chrome, url) {
  const cpuSlowdown = process.env.BENCH_CPU_SLOWDOWN;
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(cpuSlowdown
      ? { throttling: { ...MOBILE_THROTTLING, cpuSlowdownMultiplier: Number(cpuSlowdown) } }
      : {}),
  });
  if (!result) {
    throw new Error(`Lighthouse returned no result for ${url}.`);
  }
  const { lhr } = result;
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  }
  const audit = (id) => lhr.audits[id].numericValue;
  const scripts = (lhr.audits['network-requests'].details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    js: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** `runs` runs of one URL; each metric is the median over the runs. */
export async function measureMedian(chrome, url, runs) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    results.push(await measure(chrome, url));
  }
  return Object.fromEntries(
    Object.keys(results[0]).map((metric) => [
      metric,
      median(results.map((result) => result[metric])),
    ]),
  );
}
