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
