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
// - the in-flight limit: cut by a quarter (at most once per `targetServiceMs`) when a request ran
//   longer than `targetServiceMs`, raised by 1/limit per request that ran within it while others
//   waited (additive increase, multiplicative decrease), between `minInFlight` and `maxInFlight`;
// - the wait budget: `answerWithinMs` minus the recent service time (a moving average), at most
//   `maxWaitMs`;
// - a request whose expected wait (those ahead of it times the service time, over the limit)
//   exceeds its budget is refused on arrival instead of when the budget runs out.
export const LOAD_LIMITS = {
  maxInFlight: 64,
  minInFlight: 4,
  maxQueue: 128,
  maxWaitMs: 1000,
  answerWithinMs: 1500,
  targetServiceMs: 500,
  retryAfterSeconds: 2,
};
/** The weight of the latest request in the service time's moving average. */
const SERVICE_WEIGHT = 0.2;

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
export function createLoadGate(limits = LOAD_LIMITS, now = () => performance.now()) {
  const { maxInFlight, maxQueue, maxWaitMs, retryAfterSeconds } = limits;
  const minInFlight = Math.min(limits.minInFlight ?? maxInFlight, maxInFlight);
  const answerWithinMs = limits.answerWithinMs ?? maxWaitMs;
  const targetServiceMs = limits.targetServiceMs ?? Infinity;
  let inFlight = 0;
  let shed = 0;
  let limit = maxInFlight;
  /** Moving average of how long a request ran (ms); 0 until one finished. */
  let serviceMs = 0;
  let lastCut = -Infinity;
  /** Waiting requests, oldest first. */
  const queue = [];

  const waitBudget = () => Math.max(0, Math.min(maxWaitMs, answerWithinMs - serviceMs));

  const refuse = (res) => {
    shed += 1;
    if (res.headersSent || res.writableEnded) return;
    res.writeHead(503, { "content-type": "application/json", "retry-after": String(retryAfterSeconds), "cache-control": "no-store" });
    res.end(UNAVAILABLE);
  };

  /** A request ran `ms`: the service time and the in-flight limit follow it. */
  const observe = (ms, at) => {
    serviceMs = serviceMs ? serviceMs + SERVICE_WEIGHT * (ms - serviceMs) : ms;
    if (ms > targetServiceMs) {
      if (at - lastCut >= targetServiceMs) {
        limit = Math.max(minInFlight, Math.floor(limit * 0.75));
        lastCut = at;
      }
    } else if (queue.length) limit = Math.min(maxInFlight, limit + 1 / limit);
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
    if (inFlight < limit && !queue.length) return run(res, next);
    const budget = waitBudget();
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
  gate.rule = () => ({ limit: Math.floor(limit), serviceMs: Math.round(serviceMs), waitMs: Math.round(waitBudget()) });
  return gate;
}
