// npm run load --times-capacity: the open-loop pace of the offered window (docs/decisions.md "The
// load script"). Arrivals come on their own schedule, `rate` a second, whatever the server answers,
// so the offered rate is a stated multiple of the capacity just measured (a closed loop of members
// waiting for answers offers less as the server slows).

/** How many arrivals are due `elapsedMs` into the window at `rate` a second, `sent` already gone. */
export function arrivalsDue(elapsedMs, rate, sent) {
  return Math.max(0, Math.floor((elapsedMs * rate) / 1000) - sent);
}

/**
 * A member's next call from its cycle, from `step` on: a write whose path still has a write of this
 * member unanswered is passed over (a browser's autosave of one field waits for the last), reads go
 * in parallel as the dashboard's do. Returns { op, step } (the step after the call chosen).
 */
export function nextCall(cycle, step, writesInFlight) {
  for (let k = 0; k < cycle.length; k++) {
    const op = cycle[(step + k) % cycle.length];
    if (op.method === "GET" || !writesInFlight.has(op.path)) return { op, step: step + k + 1 };
  }
  throw new Error("a cycle without a read");
}
