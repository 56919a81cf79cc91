// The overload gate (docs/decisions.md "Overload answers fast"): bounded work per process, a short
// queue with a bounded wait, the rest refused at once with 503 {code:"unavailable"} and Retry-After.
import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createLoadGate, LOAD_LIMITS, loadLimitsFrom } from "./load-gate.mjs";

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

  it("cuts the in-flight limit by a quarter when requests run longer than the target, at most once per target", () => {
    const { gate, advance, send } = clocked();
    const running = Array.from({ length: 8 }, send);
    advance(800);
    running[0].r.end();
    expect(gate.rule().limit).toBe(6);
    // A second slow finish within the same 500 ms does not cut again.
    running[1].r.end();
    expect(gate.rule().limit).toBe(6);
    advance(500);
    running[2].r.end();
    expect(gate.rule().limit).toBe(4);
    advance(500);
    running[3].r.end();
    advance(500);
    running[4].r.end();
    // Never below minInFlight.
    expect(gate.rule().limit).toBe(2);
    // Three still run (5, 6, 7), above the limit of 2: a new request does not run, though fewer than
    // the old 8 run (with ~1.3 s of service time it could not be answered within 1.5 s: refused).
    const next = send();
    expect(next.ran()).toBe(false);
    expect(next.r.status).toBe(503);
    expect(gate.stats()).toMatchObject({ inFlight: 3, waiting: 0 });
  });

  it("raises the limit by 1/limit per fast request while others wait, up to maxInFlight", () => {
    const { gate, advance, send } = clocked();
    const all = Array.from({ length: 8 }, send);
    advance(510);
    all[0].r.end(); // 8 -> 6
    expect(gate.rule().limit).toBe(6);
    const runningNow = () => all.filter((x) => x.ran() && !x.r.writableEnded);
    // Demand above the limit, requests answered fast: each finish raises the limit by 1/limit.
    for (let i = 0; i < 30; i++) {
      all.push(send(), send());
      advance(10);
      runningNow()[0].r.end();
    }
    expect(gate.rule().limit).toBe(8);
    expect(runningNow()).toHaveLength(8);
    for (const x of all) if (!x.r.writableEnded) x.r.end();
    expect(gate.stats()).toMatchObject({ inFlight: 0, waiting: 0 });
  });

  it("shortens the wait by the service time, and refuses at once a request whose expected wait exceeds it", () => {
    const { gate, advance, send } = clocked();
    expect(gate.rule()).toMatchObject({ serviceMs: 0, waitMs: 1000 });
    const running = Array.from({ length: 8 }, send);
    advance(1200);
    running[0].r.end(); // service 1200 ms: wait budget 1500 - 1200 = 300 ms; limit 6
    expect(gate.rule()).toMatchObject({ serviceMs: 1200, waitMs: 300, limit: 6 });
    // 7 still run, above the limit of 6: the next waits at most 300 ms, then is refused.
    const late = send();
    expect(late.ran()).toBe(false);
    advance(299);
    expect(late.r.status).toBe(0);
    advance(1);
    expect(late.r.status).toBe(503);
    // Expected wait: (ahead + 1) x 1200 / 6 = 200 ms for the first, 400 ms (> 300) for the second: refused on arrival.
    const a = send();
    const b = send();
    expect(a.r.status).toBe(0);
    expect(b.r.status).toBe(503);
    expect(b.r.headers["retry-after"]).toBe("2");
    expect(gate.stats()).toMatchObject({ waiting: 1, shed: 2 });
  });

  it("refuses every waiting request when the service time alone uses the answer's budget", () => {
    const { gate, advance, send } = clocked();
    const running = Array.from({ length: 8 }, send);
    advance(1600);
    running[0].r.end();
    expect(gate.rule().waitMs).toBe(0);
    expect(send().r.status).toBe(503);
  });
});
