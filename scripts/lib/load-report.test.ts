import { formatOffered, formatRamp, formatReport, parseThink, Recorder, timedDataProblem, windowFigures } from "./load-report.mjs";

const ok = (ms: number) => ({ status: 200, ms, type: "application/json", text: "{}" });

describe("npm run load's pace and ramp figures", () => {
  it("reads a think time as a range of seconds and refuses anything else", () => {
    expect(parseThink(undefined)).toBeNull();
    expect(parseThink("1-3")).toEqual({ min: 1, max: 3 });
    expect(parseThink("0.5-2")).toEqual({ min: 0.5, max: 2 });
    expect(() => parseThink("3-1")).toThrow("--think");
    expect(() => parseThink("fast")).toThrow("--think");
  });

  it("a window meets the goal only with p99 within it and no failed call; sign-ins do not count", () => {
    const fast = new Recorder();
    for (let i = 0; i < 100; i++) fast.add("GET /api/goals", ok(i < 99 ? 20 : 250), 1);
    fast.add("POST /api/login", ok(5000), 0);
    expect(windowFigures(fast, 300)).toMatchObject({ requests: 100, p99: 20, errors: 0, met: true });

    const slow = new Recorder();
    for (let i = 0; i < 100; i++) slow.add("GET /api/goals", ok(i < 98 ? 20 : 400), 1);
    expect(windowFigures(slow, 300)).toMatchObject({ p99: 400, met: false });

    const failing = new Recorder();
    for (let i = 0; i < 100; i++) failing.add("GET /api/goals", ok(10), 1);
    failing.add("GET /api/goals", { status: 503, ms: 10, type: "application/json", text: '{"code":"unavailable"}' }, 2);
    expect(windowFigures(failing, 300)).toMatchObject({ errors: 1, met: false });
  });

  it("names the most members of a window that met the goal, and per core", () => {
    const met = new Recorder();
    const missed = new Recorder();
    for (let i = 0; i < 100; i++) {
      met.add("GET /api/goals", ok(50), 1);
      missed.add("GET /api/goals", ok(900), 1);
    }
    const stage = (members: number, recorder: Recorder) => ({ members, seconds: 10, signInSeconds: 1, recorder, load: [1, 1, 1] });
    const text = formatRamp([stage(1000, met), stage(2000, met), stage(3000, missed)], { think: { min: 1, max: 3 }, goalMs: 300, header: true, summary: true, cores: 2 });
    expect(text).toContain("each member waiting 1-3 s after each answer");
    expect(text).toContain("Most members served with p99 <= 300 ms and no error: 2000 (1000 per core on 2 cores)");
    expect(text).toContain("| 3000 | 10 | 900 ms | 900 ms | 0 | 1.0 s | 1.00 | missed |");
  });
});

describe("npm run load's report under overload", () => {
  it("says how many requests were answered within 2 s, served, and refused when busy (not as failures)", () => {
    const r = new Recorder();
    for (let i = 0; i < 6; i++) r.add("GET /api/goals", ok(i < 5 ? 300 : 2500), 1);
    r.add("GET /api/goals", { status: 503, ms: 20, type: "application/json", text: '{"code":"unavailable"}' }, 2);
    r.add("GET /api/goals", { status: 0, ms: 30_000, type: "", text: "" }, 3);
    r.add("GET /api/goals", { status: 0, ms: 10, type: "", text: "" }, 3);
    const text = formatReport({ recorder: r, members: 2, seconds: 10, signInSeconds: 1, signedIn: 2, lost: [], load: [[1, 1, 1], [1, 1, 1]], rush: false, think: null });
    expect(text).toContain("answered within 2 s: 6 of 9 (66.7%); waits over 2 s or no answer: 3");
    expect(text).toContain("served (2xx): 6, 1 req/s   refused when busy (503 unavailable, Retry-After): 1");
    expect(text).toContain("5xx: 0");
    const busyOnly = new Recorder();
    busyOnly.add("GET /api/goals", { status: 503, ms: 20, type: "application/json", text: '{"code":"unavailable"}' }, 2);
    expect(busyOnly.failed()).toBe(false);
    busyOnly.add("GET /api/goals", { status: 503, ms: 20, type: "application/json", text: '{"code":"db_unavailable"}' }, 2);
    expect(busyOnly.failed()).toBe(true);
  });
});

describe("npm run load --times-capacity", () => {
  const routes = ["GET /api/goals", "POST /api/notes"];
  const refused = { status: 503, ms: 5, type: "application/json", text: '{"code":"unavailable"}' };

  it("prints no figure for a window that timed no real work", () => {
    expect(timedDataProblem(new Recorder(), routes)).toBe("no request was served (2xx)");
    const noWrites = new Recorder();
    noWrites.add("GET /api/goals", ok(10), 1);
    noWrites.add("POST /api/notes", refused, 1);
    expect(timedDataProblem(noWrites, routes)).toBe("POST /api/notes was never served (2xx)");
    const signedOut = new Recorder();
    signedOut.add("GET /api/goals", ok(10), 1);
    signedOut.add("GET /api/goals", { status: 401, ms: 2, type: "application/json", text: '{"code":"unauthorized"}' }, 1);
    signedOut.add("POST /api/notes", ok(10), 1);
    expect(timedDataProblem(signedOut, routes)).toBe("GET /api/goals answered 401/403 1 times: a session did not hold");
    const html = new Recorder();
    html.add("GET /api/goals", { status: 200, ms: 3, type: "text/html", text: "<html>" }, 1);
    html.add("POST /api/notes", ok(10), 1);
    expect(timedDataProblem(html, routes)).toBe("GET /api/goals served 1 answers that are not JSON");
    const real = new Recorder();
    real.add("GET /api/goals", ok(10), 1);
    real.add("POST /api/notes", { status: 204, ms: 3, type: "", text: "" }, 1);
    real.add("POST /api/notes", refused, 2);
    expect(timedDataProblem(real, routes)).toBeNull();
  });

  it("states the offered rate and the served rate as ratios to the capacity, and whether the goal at 2x was met", () => {
    const capacity = new Recorder();
    for (let i = 0; i < 1000; i++) capacity.add("GET /api/goals", ok(100), 1);
    const offered = new Recorder();
    for (let i = 0; i < 1000; i++) offered.add("GET /api/goals", ok(i ? 300 : 1900), i ? 12 : 2);
    for (let i = 0; i < 1000; i++) offered.add("GET /api/goals", refused, 3);
    offered.addConnect(20);
    const base = { capacity: { members: 300, seconds: 10, recorder: capacity, load: [1.5, 1, 1] }, times: 2, lost: [] };
    const window = { seconds: 10, sent: 2000, rate: 200, members: 1000, recorder: offered, load: [2, 1, 1] };
    const met = formatOffered({ ...base, offered: window });
    expect(met).toContain("Capacity: 300 members back to back, 10.0 s: 100 req/s served (2xx), p99 100 ms, load average 1.50");
    expect(met).toContain("Offered 2x capacity: 200 req/s asked, 200 req/s sent (2.00x of capacity)");
    expect(met).toContain("answered within 2 s: 2000 of 2000; waits over 2 s or no answer: 0 (first 10 s: 0); max wait 1900 ms");
    expect(met).toContain("served (2xx): 100 req/s = 1.00x of capacity; refused when busy (503 unavailable): 1000; 5xx: 0");
    expect(met).toContain("Goal at 2x (0 waits over 2 s, 0 writes lost, served >= capacity): met");
    // One wait over 2 s, or fewer served than at capacity, or a lost write: missed.
    offered.add("GET /api/goals", ok(2100), 4);
    expect(formatOffered({ ...base, offered: window })).toContain("waits over 2 s or no answer: 1 (first 10 s: 1); max wait 2100 ms");
    expect(formatOffered({ ...base, offered: window })).toContain(": missed");
    const fewer = new Recorder();
    for (let i = 0; i < 999; i++) fewer.add("GET /api/goals", ok(100), 1);
    expect(formatOffered({ ...base, offered: { ...window, recorder: fewer } })).toContain("0.99x of capacity");
    expect(formatOffered({ ...base, offered: { ...window, recorder: fewer } })).toContain(": missed");
  });
});
