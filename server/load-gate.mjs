// Overload answers fast (docs/decisions.md "Overload answers fast"): each server process works on
// at most `limit` requests at once; the next `maxQueue` wait for a slot, each at most its wait
// budget; every other request, and one whose wait ran out, is answered at once with
// 503 {code:"unavailable"} and Retry-After (the call layer and the autosaves retry 503s). So under
// twice the load a process can serve, a request is served or refused within about 2 s instead of
// waiting in the socket backlog until the client gives up. Static files are answered before the
// gate (brotli-assets) and the health probe skips it.
//
// The limits follow the time a request takes once it runs (its service time; a slower machine, a
// busier database, a neighbour's build all lengthen it), so a wait plus a run stays within
// `answerWithinMs`:
// - the in-flight limit (Little's law): while requests find every slot taken, every `windowMs` it becomes the rate
//   requests finished at (a moving average) times `targetServiceMs`, between `minInFlight` and
//   `maxInFlight`; so a request runs about `targetServiceMs` whatever the machine's speed, and more
//   in flight would only lengthen every run (one event loop, a pool of 10 connections);
// - the wait budget: `answerWithinMs` minus the recent service time (a moving average), at most
//   `maxWaitMs`;
// - a request whose expected wait (those ahead of it times the service time, over the limit)
//   exceeds its budget is refused on arrival instead of when the budget runs out;
// - the event loop's lag: a request the gate sees has already waited about that long unseen (in
//   the socket, or a connection not yet accepted), so the lag comes off its wait budget, and while
//   the lag is over `maxLagMs` and every slot is taken no new arrival waits: it is refused at once
//   (the requests waiting still take the slots that free), so the process sheds work until it
//   keeps up again; with a slot free and nobody waiting, a late loop is a pause, and it runs.
export const LOAD_LIMITS = {
  maxInFlight: 64,
  minInFlight: 4,
  maxQueue: 128,
  maxWaitMs: 1000,
  answerWithinMs: 1200,
  targetServiceMs: 300,
  windowMs: 250,
  maxLagMs: 400,
  retryAfterSeconds: 2,
};
/** The weight of the latest request in the service time's moving average, and of the latest window in the rate's. */
const SERVICE_WEIGHT = 0.2;
const RATE_WEIGHT = 0.5;

/** The limits, from REACH_MAX_IN_FLIGHT, REACH_MAX_QUEUE, REACH_QUEUE_WAIT_MS (whole numbers). */
export function loadLimitsFrom(env = process.env) {
  const pick = (name, fallback, min) => {
    const value = env[name];
    if (value === undefined || value === "") return fallback;
    const n = Number(value);
    if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number of at least ${min} (got ${value})`);
    return n;
  };
  return {
    ...LOAD_LIMITS,
    maxInFlight: pick("REACH_MAX_IN_FLIGHT", LOAD_LIMITS.maxInFlight, 1),
    maxQueue: pick("REACH_MAX_QUEUE", LOAD_LIMITS.maxQueue, 0),
    maxWaitMs: pick("REACH_QUEUE_WAIT_MS", LOAD_LIMITS.maxWaitMs, 0),
  };
}

const UNAVAILABLE = JSON.stringify({ error: "Service Unavailable", code: "unavailable", message: "The server is busy. Please try again in a moment." });
const EXEMPT = new Set(["/api/health"]);

/**
 * The gate: `gate(req, res, next)` calls `next()` when the request may run (now or after a short
 * wait) and frees its slot when the answer is finished or the connection closes; otherwise it
 * answers 503 itself. `gate.stats()` tells what it holds and how many it refused.
 */
export function createLoadGate(limits = LOAD_LIMITS, now = () => performance.now(), lagMs = () => 0) {
  const { maxInFlight, maxQueue, maxWaitMs, retryAfterSeconds } = limits;
  const minInFlight = Math.min(limits.minInFlight ?? maxInFlight, maxInFlight);
  const answerWithinMs = limits.answerWithinMs ?? maxWaitMs;
  const targetServiceMs = limits.targetServiceMs ?? Infinity;
  const windowMs = limits.windowMs ?? 250;
  const maxLagMs = limits.maxLagMs ?? Infinity;
  let inFlight = 0;
  let shed = 0;
  let limit = maxInFlight;
  /** Moving average of how long a request ran (ms); 0 until one finished. */
  let serviceMs = 0;
  /** Moving average of requests finished per ms while some waited; the current window. */
  let rate = 0;
  let windowStart = now();
  let finished = 0;
  let queued = false;
  /** Waiting requests, oldest first. */
  const queue = [];

  const waitBudget = (lag = lagMs()) => Math.max(0, Math.min(maxWaitMs, answerWithinMs - serviceMs - lag));

  const refuse = (res) => {
    shed += 1;
    if (res.headersSent || res.writableEnded) return;
    res.writeHead(503, { "content-type": "application/json", "retry-after": String(retryAfterSeconds), "cache-control": "no-store" });
    res.end(UNAVAILABLE);
  };

  /** A request ran `ms`: the service time follows it; at each window's end, the limit follows the rate. */
  const observe = (ms, at) => {
    serviceMs = serviceMs ? serviceMs + SERVICE_WEIGHT * (ms - serviceMs) : ms;
    finished += 1;
    queued ||= queue.length > 0;
    if (at - windowStart < windowMs) return;
    // Only a window in which requests found every slot taken tells what the process can finish (else demand was the limit).
    if (queued && Number.isFinite(targetServiceMs)) {
      const measured = finished / (at - windowStart);
      rate = rate ? rate + RATE_WEIGHT * (measured - rate) : measured;
      limit = Math.min(maxInFlight, Math.max(minInFlight, Math.round(rate * targetServiceMs)));
    }
    windowStart = at;
    finished = 0;
    queued = queue.length > 0;
  };

  const run = (res, next) => {
    inFlight += 1;
    const started = now();
    let freed = false;
    const free = () => {
      if (freed) return;
      freed = true;
      inFlight -= 1;
      const at = now();
      observe(at - started, at);
      // The next waiting request whose client is still there takes the slot.
      while (queue.length && inFlight < limit) {
        const waiting = queue.shift();
        clearTimeout(waiting.timer);
        if (!waiting.res.destroyed) run(waiting.res, waiting.next);
      }
    };
    res.once("finish", free);
    res.once("close", free);
    next();
  };

  function gate(req, res, next) {
    if (EXEMPT.has((req.url ?? "").split("?")[0])) return next();
    const lag = lagMs();
    const free = inFlight < limit && !queue.length;
    // A late loop with a free slot and nobody waiting is a pause (a collection, a neighbour's
    // burst of CPU), not more work than the process can do: the request runs.
    if (lag > maxLagMs && !free) return refuse(res);
    if (free) return run(res, next);
    // Demand above the limit, whether this one waits or is refused: the window measures the rate.
    queued = true;
    const budget = waitBudget(lag);
    // Those ahead of it leave at about `limit` per service time.
    const expectedWait = ((queue.length + 1) * serviceMs) / limit;
    if (queue.length >= maxQueue || budget <= 0 || expectedWait > budget) return refuse(res);
    const waiting = { res, next, timer: null };
    waiting.timer = setTimeout(() => {
      const i = queue.indexOf(waiting);
      if (i >= 0) queue.splice(i, 1);
      refuse(res);
    }, budget);
    queue.push(waiting);
  }
  gate.stats = () => ({ inFlight, waiting: queue.length, shed });
  /** The limits as they stand: in-flight limit, service time (ms), wait budget (ms). */
  gate.rule = () => ({ limit, serviceMs: Math.round(serviceMs), waitMs: Math.round(waitBudget()), lagMs: Math.round(lagMs()) });
  return gate;
}

/**
 * The event loop's recent lag (ms): a timer every `intervalMs` notes how late it ran; the lag is the
 * worst of the current and the previous `windowMs`, so it rises at the first late turn and falls
 * within two windows. One per process (the timer does not keep the process alive).
 */
export function loopLag({ intervalMs = 20, windowMs = 250, now = () => performance.now() } = {}) {
  let current = 0;
  let previous = 0;
  let windowStart = now();
  let expected = now() + intervalMs;
  const tick = () => {
    const at = now();
    const late = Math.max(0, at - expected);
    expected = at + intervalMs;
    if (at - windowStart >= windowMs) {
      previous = current;
      current = 0;
      windowStart = at;
    }
    current = Math.max(current, late);
  };
  setInterval(tick, intervalMs).unref?.();
  return () => Math.max(current, previous);
}

let processLag;
/** This process's loop lag (loopLag), made on first use. */
export const processLoopLag = () => (processLag ??= loopLag());
