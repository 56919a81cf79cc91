import "server-only";
// Push outcomes counted in this process (docs/decisions.md "The job queue"), read by the queue's
// per-minute log line and the metrics endpoint.
export type PushOutcomeKind = "sent" | "failed" | "gone" | "retry";

const g = globalThis as unknown as { reachPushOutcomes?: Record<PushOutcomeKind, number> };
const counts = (g.reachPushOutcomes ??= { sent: 0, failed: 0, gone: 0, retry: 0 });

export function countPushOutcome(kind: PushOutcomeKind) {
  counts[kind]++;
}

/** Totals since the process started. */
export function pushOutcomeTotals(): Record<PushOutcomeKind, number> {
  return { ...counts };
}
