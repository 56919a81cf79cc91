// npm run perf: Lighthouse (mobile preset, simulated throttling) in Debian's Chromium against the
// production build on its own port and database (scripts/e2e-server.mjs: fresh database, demo
// seed, build when stale). "/" is measured signed out, the member screens signed in as the demo
// member. Prints performance, LCP, TBT, CLS, script and font bytes (transferred, gzip) and the
// number of requests per screen: the median of PERF_RUNS runs (default 3) and the range, and what
// shifted in a run with CLS > 0.02. A benchmark, not a test.
// PERF_URL=http://localhost:3113 measures a server that is already running instead.
import { spawn } from "node:child_process";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { login, waitForServer } from "./lib/bench-server.mjs";

const port = Number(process.env.PERF_PORT ?? 3300);
const base = process.env.PERF_URL ?? `http://localhost:${port}`;
const runs = Number(process.env.PERF_RUNS ?? 3);
const SCREENS = [
  { path: "/", signedIn: false },
  ...["/dashboard", "/goals", "/calendar", "/stats", "/profile"].map((path) => ({ path, signedIn: true })),
];
const only = process.env.PERF_SCREENS?.split(",");

const server = process.env.PERF_URL
  ? null
  : spawn(process.execPath, ["scripts/e2e-server.mjs"], {
      env: { ...process.env, E2E_PORT: String(port), E2E_DATABASE: process.env.PERF_DATABASE ?? "reach_perf" },
      stdio: ["ignore", "ignore", "inherit"],
    });

/** One Lighthouse run of url: the figures this script prints. */
async function audit(chromePort, url, cookie) {
  const { lhr } = await lighthouse(url, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const finalUrl = new URL(lhr.finalDisplayedUrl);
  if (finalUrl.pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${finalUrl.pathname} (signed out?)`);
  const requests = lhr.audits["network-requests"].details?.items ?? [];
  const shifts = (lhr.audits["layout-shifts"]?.details?.items ?? []).map((i) => `${i.score.toFixed(3)} ${i.node?.selector ?? "?"}`);
  return {
    shifts,
    requests: requests.length,
    fonts: requests.filter((r) => r.resourceType === "Font").reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    script: requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
function figure(values, format) {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return lo === hi ? format(lo) : `${format(median(values))} (${format(lo)}-${format(hi)})`;
}
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const millis = (ms) => `${Math.round(ms)} ms`;

let chrome;
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, async () => {
    await chrome?.kill();
    server?.kill("SIGTERM");
    process.exit(1);
  });
try {
  await waitForServer(base);
  const cookie = await login(base);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  console.log(`\nLighthouse ${runs} run(s) per screen, mobile preset, simulated throttling: median (range)\n`);
  console.log("| page | Lighthouse perf | LCP | TBT | CLS | script (gzip) | fonts | requests |\n| --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const screen of SCREENS.filter((s) => !only || only.includes(s.path))) {
    const url = `${base}${screen.path}`;
    await fetch(url, { headers: screen.signedIn ? { cookie } : {} }); // warm the server's caches
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await audit(chrome.port, url, screen.signedIn ? cookie : undefined));
    const pick = (key) => results.map((r) => r[key]);
    const row = [
      `${screen.path}${screen.signedIn ? "" : " (signed out)"}`,
      figure(pick("score"), String),
      figure(pick("lcp"), seconds),
      figure(pick("tbt"), millis),
      figure(pick("cls"), (v) => v.toFixed(3)),
      figure(pick("script"), (b) => `${(b / 1000).toFixed(0)} kB`),
      figure(pick("fonts"), (b) => `${(b / 1000).toFixed(0)} kB`),
      figure(pick("requests"), String),
    ];
    console.log(`| ${row.join(" | ")} |`);
    // What moved, when a run shifted the layout (CLS goal <= 0.02).
    results.forEach((r, i) => r.cls > 0.02 && console.log(`  run ${i + 1} layout shifts: ${r.shifts.slice(0, 3).join("; ")}`));
  }
} finally {
  await chrome?.kill();
  server?.kill("SIGTERM");
}
