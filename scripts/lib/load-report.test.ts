import { formatRamp, formatReport, parseThink, Recorder, windowFigures } from "./load-report.mjs";

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
