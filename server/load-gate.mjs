// Overload answers fast (docs/decisions.md "Overload answers fast"): each server process works on
// at most `maxInFlight` requests at once; the next `maxQueue` wait for a slot, each at most
// `maxWaitMs`; every other request, and one whose wait ran out, is answered at once with
// 503 {code:"unavailable"} and Retry-After (the call layer and the autosaves retry 503s). So under
// twice the load a process can serve, a request is served or refused within about 2 s instead of
// waiting in the socket backlog until the client gives up. Static files are answered before the
// gate (brotli-assets) and the health probe skips it.

export const LOAD_LIMITS = { maxInFlight: 64, maxQueue: 128, maxWaitMs: 1000, retryAfterSeconds: 2 };

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
export function createLoadGate(limits = LOAD_LIMITS) {
  let inFlight = 0;
  let shed = 0;
  /** Waiting requests, oldest first. */
  const queue = [];

  const refuse = (res) => {
    shed += 1;
    if (res.headersSent || res.writableEnded) return;
    res.writeHead(503, { "content-type": "application/json", "retry-after": String(limits.retryAfterSeconds), "cache-control": "no-store" });
    res.end(UNAVAILABLE);
  };

  const run = (res, next) => {
    inFlight += 1;
    let freed = false;
    const free = () => {
      if (freed) return;
      freed = true;
      inFlight -= 1;
      // The next waiting request whose client is still there takes the slot.
      while (queue.length && inFlight < limits.maxInFlight) {
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
    if (inFlight < limits.maxInFlight) return run(res, next);
    if (queue.length >= limits.maxQueue) return refuse(res);
    const waiting = { res, next, timer: null };
    waiting.timer = setTimeout(() => {
      const i = queue.indexOf(waiting);
      if (i >= 0) queue.splice(i, 1);
      refuse(res);
    }, limits.maxWaitMs);
    queue.push(waiting);
  }
  gate.stats = () => ({ inFlight, waiting: queue.length, shed });
  return gate;
}
