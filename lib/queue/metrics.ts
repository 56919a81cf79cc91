import "server-only";
// Push outcomes counted in this process (docs/decisions.md "The job queue"), read by the queue's
// per-minute log line and the metrics endpoint. Under npm start the pushes happen in the server's
// queue process: it reports its totals every few seconds, and server/primary.mjs hands
// them to every server process (globalThis.reachRelayedPushOutcomes), whose metrics add them.
export type PushOutcomeKind = "sent" | "failed" | "gone" | "retry";
type Totals = Record<PushOutcomeKind, number>;

const g = globalThis as unknown as { reachPushOutcomes?: Totals; reachRelayedPushOutcomes?: Partial<Totals> };
const counts = (g.reachPushOutcomes ??= { sent: 0, failed: 0, gone: 0, retry: 0 });

export function countPushOutcome(kind: PushOutcomeKind) {
  counts[kind]++;
}

/** This process's own totals since it started. */
export function ownPushOutcomeTotals(): Totals {
  return { ...counts };
}

/** Totals since the process started, with those of the server's queue process when it relays them. */
export function pushOutcomeTotals(): Totals {
  const relayed = g.reachRelayedPushOutcomes;
  const totals = { ...counts };
  if (relayed) for (const kind of Object.keys(totals) as PushOutcomeKind[]) totals[kind] += Number(relayed[kind]) || 0;
  return totals;
}
