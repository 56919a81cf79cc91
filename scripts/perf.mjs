// npm run perf: Lighthouse (mobile preset, simulated throttling) in Debian's Chromium against the
// production build on its own port and database (scripts/e2e-server.mjs: fresh database, demo
// seed, build when stale). "/" is measured signed out, the member screens signed in as the demo
// member. Prints per screen: performance, LCP, TBT, CLS, the script transferred in all and before
// the page is idle, the long tasks, font bytes and the number of requests: the median of the runs
// and the range, and what shifted in a run with CLS > 0.02. A benchmark, not a test.
// "Before idle" = script requested before the page's first idle moment after the load event, the
// user-timing mark "reach:after-load" (components/shared/after-load); what a screen loads from then
// on, or when its section comes into view, is not counted; a screen without the mark counts all of
// its script (docs/decisions.md "Below the first screen loads later"). Bytes are transferred
// bytes (gzip), kB = 1000 bytes.
//   npm run perf -- --runs 5                 runs per screen (or PERF_RUNS; default 3)
//   npm run perf -- --screens /dashboard     only these screens (or PERF_SCREENS, comma-separated)
//   npm run perf -- --detail                 also each run's LCP element and breakdown (TTFB, load
//                                            delay, load time, render delay), when its first frame was
//                                            committed and painted, the scripts on the LCP's path, its long tasks, the
//                                            main thread's and the scripts' CPU time and what loads after idle
// PERF_SAVE=dir writes each run's Lighthouse report (JSON) there, for its treemap and trace views.
// PERF_URL=http://localhost:3113 measures a server that is already running instead.
//   npm run perf -- --compare http://localhost:3301   (or PERF_COMPARE) also a second running server (an older build:
//                                            the before), run for run in turns with this one in the
//                                            same browser, so both see the same machine; prints its
//                                            row first and the ratios after/before of the medians
// Each screen is also measured in turns with a bare Next page (scripts/lib/perf-baseline.mjs, built
// on PERF_BASELINE_PORT, default PERF_PORT + 10), and the ratios of its medians to the bare page's
// are printed: the goals of docs/decisions.md "Speed is measured against a bare Next page".
//   npm run perf -- --no-baseline            without it
//   npm run perf -- --styled-baseline        also the same bare page with the stylesheets /dashboard links
//                                            and Reach's preloaded font (built on PERF_BASELINE_PORT + 1):
//                                            what the stylesheet and font alone cost against the bare page,
//                                            and each screen against that (docs/decisions.md "What the
//                                            dashboard's simulated LCP is made of")
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { login, startE2eServer, waitForServer } from "./lib/bench-server.mjs";
import { startBaseline, stylesheetHrefs } from "./lib/perf-baseline.mjs";
import { firstFrame } from "./lib/perf-first-frame.mjs";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string" },
    screens: { type: "string" },
    detail: { type: "boolean", default: false },
    compare: { type: "string" },
    baseline: { type: "boolean", default: true },
    "styled-baseline": { type: "boolean", default: false },
  },
  allowNegative: true,
});
const port = Number(process.env.PERF_PORT ?? 3300);
const base = process.env.PERF_URL ?? `http://localhost:${port}`;
const runs = Number(args.runs ?? process.env.PERF_RUNS ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number >= 1, not ${args.runs ?? process.env.PERF_RUNS}`);
const detail = args.detail || process.env.PERF_DETAIL === "1";
const SCREENS = [
  { path: "/", signedIn: false },
  ...["/dashboard", "/goals", "/calendar", "/stats", "/profile"].map((path) => ({ path, signedIn: true })),
];
const only = (args.screens ?? process.env.PERF_SCREENS)?.split(",");
const compare = args.compare ?? process.env.PERF_COMPARE;

// Its own signal handler (below) stops the server with Chromium and the bare page.
const server = process.env.PERF_URL ? null : startE2eServer({ port, database: process.env.PERF_DATABASE ?? "reach_perf", onSigint: false });

const kB = (bytes) => `${(bytes / 1000).toFixed(0)} kB`;
const kB1 = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const shortUrl = (url) => url.replace(/^https?:\/\/[^/]+/, "").replace(/^\/_next\/static\/chunks\//, "");

/** One run's LCP element and breakdown, long tasks and scripts (printed with --detail). */
function details(lhr, requests, scripts, loadAt, idleAt, trace) {
  const lcpItems = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const element = lcpItems[0]?.items?.[0]?.node;
  const phases = (lcpItems[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(", ");
  const tasks = (lhr.audits["long-tasks"]?.details?.items ?? []).map((t) => `${Math.round(t.duration)} ms at ${Math.round(t.startTime)} (${shortUrl(t.url)})`);
  const bootup = (lhr.audits["bootup-time"]?.details?.items ?? [])
    .slice(0, 6)
    .map((i) => `${shortUrl(i.url)} ${Math.round(i.scripting)} ms script, ${Math.round(i.scriptParseCompile)} ms parse`);
  const work = (lhr.audits["mainthread-work-breakdown"]?.details?.items ?? []).map((i) => `${i.groupLabel ?? i.group} ${Math.round(i.duration)} ms`);
  const others = requests.filter((r) => r.resourceType !== "Script" && r.rendererStartTime >= idleAt).map((r) => `${shortUrl(r.url)} ${kB1(r.transferSize ?? 0)}`);
  const documentBytes = requests.find((r) => r.resourceType === "Document")?.transferSize ?? 0;
  const before = scripts
    .filter((r) => r.rendererStartTime < idleAt)
    .sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0))
    .map((r) => `${shortUrl(r.url)} ${kB1(r.transferSize ?? 0)}`);
  const after = scripts.filter((r) => r.rendererStartTime >= idleAt).map((r) => `${shortUrl(r.url)} ${kB1(r.transferSize ?? 0)} at ${Math.round(r.rendererStartTime)}`);
  const frame = firstFrame(trace, lhr.audits.metrics.details?.items?.[0] ?? {}, requests);
  const frameLines = frame
    ? [
        `first frame (observed): committed at ${Math.round(frame.commitAt)} ms, first paint at ${Math.round(frame.paintAt)} ms${frame.paintAt - frame.commitAt > 300 ? " (presented late: a stall)" : ""}, LCP at ${Math.round(frame.lcpAt)} ms`,
        `scripts evaluated before the observed LCP (on the simulated LCP's path): ${frame.scripts.length}, ${kB1(frame.scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0))}`,
      ]
    : [];
  return [
    `LCP element: ${element?.snippet ?? "?"} (${element?.selector ?? "?"})`,
    ...frameLines,
    `LCP breakdown (simulated): ${phases || "?"}`,
    `long tasks (simulated): ${tasks.length ? tasks.join("; ") : "none"}`,
    `main thread (simulated): ${work.join("; ")}`,
    `script CPU (simulated): ${bootup.join("; ")}`,
    `document ${kB1(documentBytes)}; load event at ${Math.round(loadAt)} ms, idle (reach:after-load) at ${Number.isFinite(idleAt) ? `${Math.round(idleAt)} ms` : "- (no mark)"} (observed)`,
    `scripts before idle, largest first: ${before.join("; ")}`,
    `scripts after idle: ${after.length ? after.join("; ") : "none"}`,
    `other requests after idle: ${others.length ? others.join("; ") : "none"}`,
  ];
}

/** One Lighthouse run of url: the figures this script prints. */
async function audit(chromePort, url, cookie) {
  const { lhr, artifacts } = await lighthouse(url, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (process.env.PERF_SAVE) {
    mkdirSync(process.env.PERF_SAVE, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, "_") || "_"}-${Date.now()}.json`;
    writeFileSync(path.join(process.env.PERF_SAVE, name), JSON.stringify(lhr));
  }
  const finalUrl = new URL(lhr.finalDisplayedUrl);
  if (finalUrl.pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${finalUrl.pathname} (signed out?)`);
  const requests = lhr.audits["network-requests"].details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === "Script");
  const loadAt = lhr.audits.metrics.details?.items?.[0]?.observedLoad ?? Infinity;
  const idleAt = (lhr.audits["user-timings"]?.details?.items ?? []).find((i) => i.name === "reach:after-load")?.startTime ?? Infinity;
  const bytes = (list) => list.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const shifts = (lhr.audits["layout-shifts"]?.details?.items ?? []).map((i) => `${i.score.toFixed(3)} ${i.node?.selector ?? "?"}`);
  return {
    shifts,
    detail: detail ? details(lhr, requests, scripts, loadAt, idleAt, artifacts?.Trace) : [],
    requests: requests.length,
    fonts: bytes(requests.filter((r) => r.resourceType === "Font")),
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    longTasks: (lhr.audits["long-tasks"]?.details?.items ?? []).length,
    script: bytes(scripts),
    scriptBeforeIdle: bytes(scripts.filter((r) => r.rendererStartTime < idleAt)),
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

function printRow(label, results) {
  const pick = (key) => results.map((r) => r[key]);
  const row = [
    label,
    figure(pick("score"), String),
    figure(pick("lcp"), seconds),
    figure(pick("tbt"), millis),
    figure(pick("cls"), (v) => v.toFixed(3)),
    figure(pick("scriptBeforeIdle"), kB),
    figure(pick("script"), kB),
    figure(pick("longTasks"), String),
    figure(pick("fonts"), kB),
    figure(pick("requests"), String),
  ];
  console.log(`| ${row.join(" | ")} |`);
  // What moved, when a run shifted the layout (CLS goal <= 0.02).
  results.forEach((r, i) => r.cls > 0.02 && console.log(`  run ${i + 1} layout shifts: ${r.shifts.slice(0, 3).join("; ")}`));
  results.forEach((r, i) => r.detail.forEach((line) => console.log(`  run ${i + 1} ${line}`)));
}

/** "2.7x" for a ratio of medians; the bare page's TBT can be 0, so the denominator is at least 1. */
function ratioLine(label, after, before) {
  const mid = (list, key) => median(list.map((r) => r[key]));
  const ratio = (key) => `${(mid(after, key) / Math.max(mid(before, key), 1)).toFixed(2)}x`;
  const points = mid(after, "score") - mid(before, "score");
  return `  ${label} (medians): LCP ${ratio("lcp")}, TBT ${ratio("tbt")}, script before idle ${ratio("scriptBeforeIdle")}, perf ${points >= 0 ? "+" : ""}${points}`;
}

/** The stylesheets /dashboard links, joined: the styled bare page's stylesheet. */
async function memberStylesheet(cookie) {
  const text = async (url, headers) => {
    const res = await fetch(url, { headers, redirect: "manual" });
    if (res.status !== 200) throw new Error(`${url}: ${res.status} (the styled bare page needs /dashboard signed in and its stylesheets)`);
    return res.text();
  };
  const hrefs = stylesheetHrefs(await text(`${base}/dashboard`, { cookie }));
  if (!hrefs.length) throw new Error("/dashboard links no stylesheet: nothing to build the styled bare page with");
  const sheets = await Promise.all(hrefs.map((href) => text(new URL(href, base))));
  return sheets.join("\n");
}

let chrome;
let baseline;
let styled;
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, async () => {
    await chrome?.kill();
    await baseline?.stop();
    await styled?.stop();
    server?.stop();
    process.exit(1);
  });
try {
  await waitForServer(base);
  const cookie = await login(base);
  let before;
  if (compare) {
    await waitForServer(compare);
    before = { base: compare, cookie: await login(compare) };
  }
  const baselinePort = Number(process.env.PERF_BASELINE_PORT ?? port + 10);
  if (args.baseline) baseline = await startBaseline(baselinePort);
  if (args["styled-baseline"]) styled = await startBaseline(baselinePort + 1, { stylesheet: await memberStylesheet(cookie) });
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  console.log(`\nLighthouse ${runs} run(s) per screen, mobile preset, simulated throttling: median (range)\n`);
  console.log(
    "| page | Lighthouse perf | LCP | TBT | CLS | script before idle | script in all | long tasks | fonts | requests |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  );
  for (const screen of SCREENS.filter((s) => !only || only.includes(s.path))) {
    // The targets take turns: run i goes through them in order when i is even and backwards when it is odd.
    const name = `${screen.path}${screen.signedIn ? "" : " (signed out)"}`;
    const bare = baseline && { label: `bare Next page (in turns with ${screen.path})`, url: baseline.url };
    const bareStyled = styled && { label: `bare page with Reach's stylesheet and font (in turns with ${screen.path})`, url: styled.url };
    const earlier = before && { label: `${name} before`, url: `${before.base}${screen.path}`, cookie: before.cookie };
    const current = { label: name, url: `${base}${screen.path}`, cookie };
    const targets = [bare, bareStyled, earlier, current].filter(Boolean);
    for (const t of targets) await fetch(t.url, { headers: screen.signedIn && t.cookie ? { cookie: t.cookie } : {} }); // warm the servers' caches
    const results = new Map(targets.map((t) => [t, []]));
    for (let i = 0; i < runs; i++) for (const t of i % 2 ? [...targets].reverse() : targets) results.get(t).push(await audit(chrome.port, t.url, screen.signedIn ? t.cookie : undefined));
    for (const t of targets) printRow(t.label, results.get(t));
    if (bare) console.log(ratioLine("against the bare Next page", results.get(current), results.get(bare)));
    if (bare && bareStyled) console.log(ratioLine("the styled bare page against the bare Next page", results.get(bareStyled), results.get(bare)));
    if (bareStyled) console.log(ratioLine("against the bare page with Reach's stylesheet and font", results.get(current), results.get(bareStyled)));
    if (earlier) console.log(ratioLine("after/before", results.get(current), results.get(earlier)));
  }
} finally {
  await chrome?.kill();
  await baseline?.stop();
  await styled?.stop();
  server?.stop();
}
