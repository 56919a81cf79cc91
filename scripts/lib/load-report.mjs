// npm run load's tally: latencies per route, 5xx, error answers that are not JSON with a `code`,
// network errors; printed as one table with the overall figures and the first 10 s apart.

const SIGN_IN = "POST /api/login";

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The `code` of a JSON error answer, as every /api error must have; null otherwise. */
function errorCode(res) {
  if (!res.type.startsWith("application/json")) return null;
  try {
    const code = JSON.parse(res.text)?.code;
    return typeof code === "string" ? code : null;
  } catch {
    return null;
  }
}
const isJsonError = (res) => errorCode(res) !== null;

/** An answer within this is "answered fast" (docs/decisions.md "Overload answers fast"). */
export const ANSWER_WITHIN_MS = 2000;
/** The server's own refusal under overload: 503 {code:"unavailable"}, to be retried later. */
const isRefusal = (res) => res.status === 503 && errorCode(res) === "unavailable";

export class Recorder {
  routes = new Map();
  /** Every timed-window latency with the second it ended in (for the first-10-s split). */
  all = [];
  /** How long each new TCP connection took to open (a reused keep-alive one is not counted). */
  connects = [];

  addConnect(ms) {
    this.connects.push(ms);
  }

  add(route, res, atSeconds) {
    let r = this.routes.get(route);
    if (!r) this.routes.set(route, (r = { ms: [], status: new Map(), server: 0, refused: 0, nonJson: 0, servedNotJson: 0, network: 0, fast: 0, samples: [] }));
    if (res.status >= 200 && res.status < 300 && res.status !== 204 && !res.type.startsWith("application/json")) r.servedNotJson += 1;
    r.ms.push(res.ms);
    // A network error is no answer, however soon it came.
    if (res.status !== 0 && res.ms <= ANSWER_WITHIN_MS) r.fast += 1;
    r.status.set(res.status, (r.status.get(res.status) ?? 0) + 1);
    if (res.status === 0) r.network += 1;
    else if (isRefusal(res)) r.refused += 1;
    else if (res.status >= 500) r.server += 1;
    if (res.status >= 400 && !isJsonError(res)) {
      r.nonJson += 1;
      if (r.samples.length < 3) r.samples.push(`${res.status} ${res.type} ${res.text.slice(0, 120)}`);
    }
    if (route !== SIGN_IN) this.all.push([atSeconds, res.ms]);
  }

  totals() {
    let requests = 0, server = 0, refused = 0, nonJson = 0, network = 0, non2xx = 0, served = 0, fast = 0;
    for (const [route, r] of this.routes) {
      if (route === SIGN_IN) continue;
      requests += r.ms.length;
      server += r.server;
      refused += r.refused;
      nonJson += r.nonJson;
      network += r.network;
      for (const [status, n] of r.status) {
        if (status < 200 || status >= 300) non2xx += n;
        else served += n;
      }
      fast += r.fast;
    }
    return { requests, server, refused, nonJson, network, non2xx, served, fast };
  }

  /** Any 5xx (but the busy server's 503 unavailable), non-JSON error or network error, sign-ins included. */
  failed() {
    return [...this.routes.values()].some((r) => r.server > 0 || r.nonJson > 0 || r.network > 0);
  }
}

const ms = (v) => (Number.isNaN(v) ? "-" : `${Math.round(v)} ms`);
const fmtLoad = (l) => l.map((v) => v.toFixed(2)).join(" ");

/** "1-3" (seconds) -> { min: 1, max: 3 }; nothing -> null (back to back). */
export function parseThink(text) {
  if (!text) return null;
  const m = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(String(text).trim());
  if (!m || Number(m[1]) > Number(m[2])) throw new Error(`--think takes a range of seconds, e.g. 1-3 (got ${text})`);
  return { min: Number(m[1]), max: Number(m[2]) };
}

const pace = (think) => (think ? `each member waiting ${think.min}-${think.max} s after each answer` : "back to back");

/** The dashboard calls' p99 and whether the window met the goal (p99 <= goalMs, no failed call). */
export function windowFigures(recorder, goalMs) {
  const all = recorder.all.map(([, v]) => v).sort((a, b) => a - b);
  const t = recorder.totals();
  // A refusal when busy is a correct answer, but not a served one: the window did not meet the goal.
  const errors = t.server + t.refused + t.nonJson + t.network;
  const p99 = percentile(all, 99);
  return { requests: all.length, p50: percentile(all, 50), p99, errors, met: errors === 0 && p99 <= goalMs };
}

/** One table row per ramp window; with `summary`, the most members that met the goal. */
export function formatRamp(stages, { think, goalMs, header, summary, cores }) {
  const lines = header
    ? [`Ramp: ${pace(think)}; goal p99 <= ${goalMs} ms and no error`, "", "| members | req/s | p50 | p99 | errors | sign-in before | load avg | goal |", "| --- | --- | --- | --- | --- | --- | --- | --- |"]
    : [];
  for (const s of stages) {
    const f = windowFigures(s.recorder, goalMs);
    lines.push(`| ${s.members} | ${(f.requests / s.seconds).toFixed(0)} | ${ms(f.p50)} | ${ms(f.p99)} | ${f.errors} | ${s.signInSeconds.toFixed(1)} s | ${s.load[0].toFixed(2)} | ${f.met ? "met" : "missed"} |`);
  }
  if (summary) {
    const best = stages.filter((s) => windowFigures(s.recorder, goalMs).met).reduce((a, s) => Math.max(a, s.members), 0);
    lines.push("", best ? `Most members served with p99 <= ${goalMs} ms and no error: ${best} (${Math.floor(best / cores)} per core on ${cores} cores)` : `No window met p99 <= ${goalMs} ms with no error.`);
  }
  return lines.join("\n");
}

/**
 * Why a window's figures would time nothing real, or null: no served answer, a dashboard call never
 * served, a sign-in that did not hold (401/403: the work timed would be a refusal), a served answer
 * that is not JSON (every dashboard call answers JSON). Each autosave must be served at least once, so the
 * lost-writes check holds something.
 * npm run load prints no figure for such a window.
 */
export function timedDataProblem(recorder, expectedRoutes) {
  const t = recorder.totals();
  if (!t.served) return "no request was served (2xx)";
  for (const route of expectedRoutes) {
    const r = recorder.routes.get(route);
    const served = r ? [...r.status].filter(([s]) => s >= 200 && s < 300).reduce((n, [, c]) => n + c, 0) : 0;
    if (!served) return `${route} was never served (2xx)`;
    const unauthorized = (r.status.get(401) ?? 0) + (r.status.get(403) ?? 0);
    if (unauthorized) return `${route} answered 401/403 ${unauthorized} times: a session did not hold`;
    if (r.servedNotJson) return `${route} served ${r.servedNotJson} answers that are not JSON`;
  }
  return null;
}

/** a/b to two places, rounded down (0.999 of capacity reads 0.99x, not 1.00x). */
/** [[atSeconds, ms], ...] -> "3:12 4:40" (the second each answer came in: how many). */
const bySecond = (entries) => {
  const counts = new Map();
  for (const [at] of entries) counts.set(Math.floor(at), (counts.get(Math.floor(at)) ?? 0) + 1);
  return [...counts].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}:${n}`).join(" ");
};

/** The CPU this script used in a window, in cores (it shares the machine with the server it measures). */
const cores = (w) => (w.clientCores === undefined ? "" : `, this script used ${w.clientCores.toFixed(2)} cores`);

const ratio = (a, b) => (b > 0 ? `${(Math.floor((100 * a) / b + 1e-9) / 100).toFixed(2)}x` : "-");

/**
 * The capacity window and the window offered `times` that rate, side by side (docs/decisions.md
 * "Overload answers fast"): the goal at twice capacity is every request answered within 2 s, no
 * acknowledged write lost, and served (2xx) req/s no lower than at capacity.
 */
export function formatOffered({ capacity, offered, times, lost }) {
  const c = capacity.recorder.totals();
  const o = offered.recorder.totals();
  const capacityRate = c.served / capacity.seconds;
  const offeredRate = offered.sent / offered.seconds;
  const servedRate = o.served / offered.seconds;
  const late = offered.recorder.all.filter(([, v]) => v > ANSWER_WITHIN_MS);
  const maxWait = Math.max(0, ...offered.recorder.all.map(([, v]) => v));
  const connects = [...offered.recorder.connects].sort((a, b) => a - b);
  const slowConnects = connects.filter((v) => v >= 1000).length;
  const waitsOver = o.requests - o.fast;
  const met = waitsOver === 0 && lost.length === 0 && servedRate >= capacityRate && o.server === 0 && o.network === 0;
  const capAll = capacity.recorder.all.map(([, v]) => v).sort((a, b) => a - b);
  return [
    "",
    `Capacity: ${capacity.members} members back to back, ${capacity.seconds.toFixed(1)} s: ${capacityRate.toFixed(0)} req/s served (2xx), p99 ${ms(percentile(capAll, 99))}, load average ${capacity.load[0].toFixed(2)}${cores(capacity)}`,
    `Offered ${times}x capacity: ${offered.rate.toFixed(0)} req/s asked, ${offeredRate.toFixed(0)} req/s sent (${ratio(offeredRate, capacityRate)} of capacity) for ${offered.seconds.toFixed(1)} s, each arrival on its schedule (open loop) from ${offered.members} members, load average ${offered.load[0].toFixed(2)}${cores(offered)}`,
    `  answered within ${ANSWER_WITHIN_MS / 1000} s: ${o.fast} of ${o.requests}; waits over ${ANSWER_WITHIN_MS / 1000} s or no answer: ${waitsOver} (first 10 s: ${late.filter(([at]) => at <= 10).length}); max wait ${ms(maxWait)}`,
    `  served (2xx): ${servedRate.toFixed(0)} req/s = ${ratio(servedRate, capacityRate)} of capacity; refused when busy (503 unavailable): ${o.refused}; 5xx: ${o.server}; network errors/timeouts: ${o.network}; acknowledged writes lost: ${lost.length}`,
    `  waits over ${ANSWER_WITHIN_MS / 1000} s by second of the window: ${bySecond(late) || "none"}`,
    `  new connections: ${connects.length}, p99 ${ms(percentile(connects, 99))}, max ${ms(connects.at(-1) ?? NaN)}, ${slowConnects} took 1 s or more${offered.clientDelayMs ? `; this script's event-loop delay p99 ${ms(offered.clientDelayMs.p99)}, max ${ms(offered.clientDelayMs.max)}` : ""}`,
    `Goal at ${times}x (0 waits over 2 s, 0 writes lost, served >= capacity): ${met ? "met" : "missed"}`,
  ].join("\n");
}

export function formatReport({ recorder, members, seconds, signInSeconds, signedIn, lost, load, rush, think }) {
  const t = recorder.totals();
  const lines = [
    "",
    `${members} members (${signedIn} signed in, ${rush ? "each as its first call in the window" : `in ${signInSeconds.toFixed(1)} s before the window`}), ${seconds.toFixed(1)} s ${pace(think)}`,
    `load average (1/5/15 min) at start ${fmtLoad(load[0])}, at end ${fmtLoad(load[1])} on this machine`,
    "",
    "| route | requests | p50 | p99 | max | non-2xx | 5xx | non-JSON errors |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
  ];
  const names = [...recorder.routes.keys()].sort((a, b) => (a === SIGN_IN ? -1 : b === SIGN_IN ? 1 : a.localeCompare(b)));
  for (const name of names) {
    const r = recorder.routes.get(name);
    const sorted = [...r.ms].sort((a, b) => a - b);
    const non2xx = [...r.status].filter(([s]) => s < 200 || s >= 300).map(([s, n]) => `${n}x${s || "network"}`).join(" ") || "0";
    lines.push(`| ${name}${name === SIGN_IN ? (rush ? " (in the window)" : " (before the window)") : ""} | ${r.ms.length} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 99))} | ${ms(sorted.at(-1))} | ${non2xx} | ${r.server} | ${r.nonJson} |`);
  }
  const all = recorder.all.map(([, v]) => v).sort((a, b) => a - b);
  const first = recorder.all.filter(([at]) => at <= 10).map(([, v]) => v).sort((a, b) => a - b);
  const rest = recorder.all.filter(([at]) => at > 10).map(([, v]) => v).sort((a, b) => a - b);
  lines.push(
    `| all dashboard calls | ${all.length} | ${ms(percentile(all, 50))} | ${ms(percentile(all, 99))} | ${ms(all.at(-1))} | ${t.non2xx} | ${t.server} | ${t.nonJson} |`,
    "",
    `${t.requests} requests, ${(t.requests / seconds).toFixed(0)} req/s; p99 first 10 s ${ms(percentile(first, 99))}, after ${ms(percentile(rest, 99))}`,
    `answered within ${ANSWER_WITHIN_MS / 1000} s: ${t.fast} of ${t.requests} (${t.requests ? ((100 * t.fast) / t.requests).toFixed(1) : "-"}%); waits over ${ANSWER_WITHIN_MS / 1000} s or no answer: ${t.requests - t.fast}`,
    `served (2xx): ${t.served}, ${(t.served / seconds).toFixed(0)} req/s   refused when busy (503 unavailable, Retry-After): ${t.refused}`,
    `5xx: ${t.server}   non-JSON error answers: ${t.nonJson}   network errors/timeouts: ${t.network}   acknowledged writes lost: ${lost.length}`,
  );
  for (const [name, r] of recorder.routes) for (const s of r.samples) lines.push(`  non-JSON error on ${name}: ${s}`);
  for (const l of lost.slice(0, 5)) lines.push(`  lost: ${l.member} ${l.path} acknowledged "${l.expected}", Postgres has "${l.found}"`);
  return lines.join("\n");
}
