// The overload gate (docs/decisions.md "Overload answers fast"): bounded work per process, a short
// queue with a bounded wait, the rest refused at once with 503 {code:"unavailable"} and Retry-After.
import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createLoadGate, LOAD_LIMITS, loadLimitsFrom, loopLag } from "./load-gate.mjs";

class FakeRes extends EventEmitter {
  status = 0;
  headers: Record<string, string> = {};
  body = "";
  headersSent = false;
  writableEnded = false;
  destroyed = false;
  writeHead(status: number, headers: Record<string, string>) {
    this.status = status;
    this.headers = headers;
    this.headersSent = true;
    return this;
  }
  end(body = "") {
    this.body = body;
    this.writableEnded = true;
    this.emit("finish");
    this.emit("close");
  }
}

const req = (url = "/api/goals") => ({ url }) as IncomingMessage;
const asRes = (r: FakeRes) => r as unknown as ServerResponse;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it("runs up to maxInFlight, queues up to maxQueue, refuses the rest at once", () => {
  const gate = createLoadGate({ ...LOAD_LIMITS, maxInFlight: 2, maxQueue: 1, maxWaitMs: 1000 });
  const res = [0, 1, 2, 3, 4].map(() => new FakeRes());
  const started: number[] = [];
  res.forEach((r, i) => gate(req(), asRes(r), () => started.push(i)));
  expect(started).toEqual([0, 1]);
  expect(gate.stats()).toEqual({ inFlight: 2, waiting: 1, shed: 2 });
  for (const r of [res[3], res[4]]) {
    expect(r.status).toBe(503);
    expect(r.headers["retry-after"]).toBe("2");
    expect(JSON.parse(r.body)).toMatchObject({ code: "unavailable" });
  }
  // A slot frees: the waiting request runs.
  res[0].end("ok");
  expect(started).toEqual([0, 1, 2]);
  expect(gate.stats()).toEqual({ inFlight: 2, waiting: 0, shed: 2 });
});

it("refuses a waiting request when its wait runs out, so every answer comes within the bound", () => {
  const gate = createLoadGate({ ...LOAD_LIMITS, maxInFlight: 1, maxQueue: 5, maxWaitMs: 1000 });
  const [busy, waiting] = [new FakeRes(), new FakeRes()];
  const next = jest.fn();
  gate(req(), asRes(busy), next);
  gate(req(), asRes(waiting), next);
  jest.advanceTimersByTime(999);
  expect(waiting.status).toBe(0);
  jest.advanceTimersByTime(1);
  expect(waiting.status).toBe(503);
  expect(next).toHaveBeenCalledTimes(1);
  // The slot, when it frees, is not given to the refused request.
  busy.end();
  expect(next).toHaveBeenCalledTimes(1);
  expect(gate.stats()).toEqual({ inFlight: 0, waiting: 0, shed: 1 });
});

it("frees a slot once per request (finish then close), skips clients gone while waiting, and lets the health probe through", () => {
  const gate = createLoadGate({ ...LOAD_LIMITS, maxInFlight: 1, maxQueue: 2, maxWaitMs: 1000 });
  const [a, gone, b] = [new FakeRes(), new FakeRes(), new FakeRes()];
  const ran: string[] = [];
  gate(req(), asRes(a), () => ran.push("a"));
  gate(req(), asRes(gone), () => ran.push("gone"));
  gate(req(), asRes(b), () => ran.push("b"));
  gone.destroyed = true;
  const health = new FakeRes();
  gate(req("/api/health?x=1"), asRes(health), () => ran.push("health"));
  a.end();
  expect(ran).toEqual(["a", "health", "b"]);
  expect(gate.stats().inFlight).toBe(1);
});

it("reads its limits from the environment and refuses nonsense", () => {
  expect(loadLimitsFrom({})).toEqual(LOAD_LIMITS);
  expect(loadLimitsFrom({ REACH_MAX_IN_FLIGHT: "8", REACH_MAX_QUEUE: "0", REACH_QUEUE_WAIT_MS: "500" })).toMatchObject({ maxInFlight: 8, maxQueue: 0, maxWaitMs: 500 });
  expect(() => loadLimitsFrom({ REACH_MAX_IN_FLIGHT: "0" })).toThrow(/REACH_MAX_IN_FLIGHT must be a whole number of at least 1/);
});

describe("the limits follow the service time (fake clock)", () => {
  const limits = { ...LOAD_LIMITS, maxInFlight: 8, minInFlight: 2, maxQueue: 100, maxWaitMs: 1000, answerWithinMs: 1500, targetServiceMs: 500 };
  /** A gate on a clock the test moves (timers move with it). */
  function clocked() {
    let t = 0;
    const gate = createLoadGate(limits, () => t);
    const advance = (ms: number) => {
      t += ms;
      jest.advanceTimersByTime(ms);
    };
    const send = () => {
      const r = new FakeRes();
      let ran = false;
      gate(req(), asRes(r), () => (ran = true));
      return { r, ran: () => ran };
    };
    return { gate, advance, send };
  }

  it("sets the in-flight limit to the rate requests finish at times the target service time, while requests wait", () => {
    const { gate, advance, send } = clocked();
    const all: ReturnType<typeof send>[] = [];
    const runningNow = () => all.filter((x) => x.ran() && !x.r.writableEnded);
    // A slow machine: 8 in flight, one finishing every 100 ms (10 a second), 4 more waiting all along.
    for (let i = 0; i < 12; i++) all.push(send());
    for (let i = 0; i < 3; i++) {
      advance(100);
      runningNow()[0].r.end();
      all.push(send());
    }
    // 300 ms (> windowMs 250): 3 finished in 300 ms = 0.01 a ms; 0.01 x 500 ms = 5.
    expect(gate.rule().limit).toBe(5);
    // Those running finish; no waiting request starts until fewer than 5 run.
    expect(runningNow()).toHaveLength(7);
    advance(10);
    runningNow()[0].r.end();
    runningNow()[0].r.end();
    expect(runningNow()).toHaveLength(5);
    runningNow()[0].r.end();
    expect(runningNow()).toHaveLength(5);
    // A faster machine again: 5 in flight finishing every 10 ms (100 a second): the limit climbs back, capped at maxInFlight.
    for (let i = 0; i < 60; i++) {
      advance(10);
      runningNow()[0].r.end();
      all.push(send());
    }
    expect(gate.rule().limit).toBe(8);
  });

  it("keeps the limit when nothing waited in the window (the demand, not the process, set the rate)", () => {
    const { gate, advance, send } = clocked();
    for (let i = 0; i < 10; i++) {
      const one = send();
      advance(100);
      one.r.end();
    }
    expect(gate.rule().limit).toBe(8);
  });

  it("shortens the wait by the service time, and refuses at once a request whose expected wait exceeds it", () => {
    const { gate, advance, send } = clocked();
    expect(gate.rule()).toMatchObject({ serviceMs: 0, waitMs: 1000 });
    const running = Array.from({ length: 8 }, send);
    advance(1200);
    running[0].r.end(); // service 1200 ms: wait budget 1500 - 1200 = 300 ms
    expect(gate.rule()).toMatchObject({ serviceMs: 1200, waitMs: 300, limit: 8 });
    running.push(send());
    // 8 run: the next waits at most 300 ms, then is refused.
    const late = send();
    expect(late.ran()).toBe(false);
    advance(299);
    expect(late.r.status).toBe(0);
    advance(1);
    expect(late.r.status).toBe(503);
    // Expected wait: (ahead + 1) x 1200 / 8 = 150 ms for the first, 300 ms for the second, 450 ms (> 300) for the third: refused on arrival.
    const [a, b, c] = [send(), send(), send()];
    expect([a.r.status, b.r.status, c.r.status]).toEqual([0, 0, 503]);
    expect(c.r.headers["retry-after"]).toBe("2");
    expect(gate.stats()).toMatchObject({ waiting: 2, shed: 2 });
  });

  it("follows the rate also when no wait is left and every request beyond the limit is refused", () => {
    const { gate, advance, send } = clocked();
    const all = Array.from({ length: 8 }, send);
    const runningNow = () => all.filter((x) => x.ran() && !x.r.writableEnded);
    advance(1600);
    runningNow()[0].r.end(); // ran 1.6 s: no time left to wait (1.5 s - 1.6 s)
    expect(gate.rule().waitMs).toBe(0);
    all.push(send()); // takes the free slot
    // One finishes every 400 ms; two arrive each time: one runs, one is refused (nothing ever waits).
    for (let i = 0; i < 6; i++) {
      advance(400);
      runningNow()[0].r.end();
      const [x, y] = [send(), send()];
      all.push(x, y);
    }
    expect(gate.stats().waiting).toBe(0);
    expect(gate.stats().shed).toBeGreaterThan(0);
    // 1 per 400 ms x 500 ms = 1, at least minInFlight (2).
    expect(gate.rule().limit).toBe(2);
  });

  it("refuses every waiting request when the service time alone uses the answer's budget", () => {
    const { gate, advance, send } = clocked();
    const running = Array.from({ length: 8 }, send);
    advance(1600);
    running[0].r.end();
    expect(gate.rule().waitMs).toBe(0);
    expect(send().ran()).toBe(true); // a free slot: runs
    expect(send().r.status).toBe(503); // none: no time to wait for one
  });
});

describe("the event loop's lag (fake clock)", () => {
  const limits = { ...LOAD_LIMITS, maxInFlight: 2, minInFlight: 1, maxQueue: 10, maxWaitMs: 1000, answerWithinMs: 1500, targetServiceMs: 500, maxLagMs: 200 };

  it("refuses every arrival at once while the loop lags over maxLagMs; requests already waiting still take the freed slots", () => {
    let lag = 0;
    const gate = createLoadGate(limits, () => 0, () => lag);
    const [a, b, waiting] = [new FakeRes(), new FakeRes(), new FakeRes()];
    const ran: string[] = [];
    gate(req(), asRes(a), () => ran.push("a"));
    gate(req(), asRes(b), () => ran.push("b"));
    gate(req(), asRes(waiting), () => ran.push("waiting"));
    lag = 250;
    const late = new FakeRes();
    gate(req(), asRes(late), () => ran.push("late"));
    expect(late.status).toBe(503);
    a.end();
    expect(ran).toEqual(["a", "b", "waiting"]);
    // The loop keeps up again: an arrival runs when a slot is free.
    lag = 150;
    b.end();
    const after = new FakeRes();
    gate(req(), asRes(after), () => ran.push("after"));
    expect(ran).toEqual(["a", "b", "waiting", "after"]);
  });

  it("runs an arrival that finds a slot free and nobody waiting, however late the loop (a pause, not overload)", () => {
    const gate = createLoadGate(limits, () => 0, () => 5000);
    const ran: string[] = [];
    const first = new FakeRes();
    gate(req(), asRes(first), () => ran.push("first"));
    expect(ran).toEqual(["first"]);
    expect(first.status).not.toBe(503);
  });

  it("takes the lag off the wait budget: the request has already waited that long unseen", () => {
    let lag = 0;
    const gate = createLoadGate(limits, () => 0, () => lag);
    expect(gate.rule()).toMatchObject({ waitMs: 1000, lagMs: 0 });
    lag = 120;
    expect(gate.rule()).toMatchObject({ waitMs: 1000, lagMs: 120 });
    const gate2 = createLoadGate({ ...limits, answerWithinMs: 1000 }, () => 0, () => lag);
    expect(gate2.rule().waitMs).toBe(880);
  });

  it("measures the lag as how late a 20 ms timer ran, the worst of this window and the last", () => {
    // Jest's fake timers move Date.now with them.
    const lag = loopLag({ intervalMs: 20, windowMs: 250, now: () => Date.now() });
    const step = (ms: number) => jest.advanceTimersByTime(ms);
    step(100);
    expect(lag()).toBe(0);
    // The loop is busy 300 ms: the clock moves on, the next tick runs 300 ms late.
    jest.setSystemTime(Date.now() + 300);
    step(20);
    expect(lag()).toBe(300);
    // It stays in sight through the next window, and is gone within two.
    step(250);
    expect(lag()).toBe(300);
    step(300);
    expect(lag()).toBe(0);
  });
});
