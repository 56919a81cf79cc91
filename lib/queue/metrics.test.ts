// Push outcome counters (lib/queue/metrics.ts): a server process's metrics add the totals its
// primary relays from the server's queue process, where the pushes happen under npm start.
import { countPushOutcome, ownPushOutcomeTotals, pushOutcomeTotals } from "@/lib/queue/metrics";

const g = globalThis as unknown as { reachRelayedPushOutcomes?: unknown };
afterEach(() => delete g.reachRelayedPushOutcomes);

it("adds the queue process's relayed totals to this process's own", () => {
  const before = ownPushOutcomeTotals();
  countPushOutcome("sent");
  expect(pushOutcomeTotals()).toEqual({ ...before, sent: before.sent + 1 });
  g.reachRelayedPushOutcomes = { sent: 100, failed: 2, gone: 3, retry: 4 };
  expect(pushOutcomeTotals()).toEqual({ sent: before.sent + 101, failed: before.failed + 2, gone: before.gone + 3, retry: before.retry + 4 });
  expect(ownPushOutcomeTotals()).toEqual({ ...before, sent: before.sent + 1 });
  // A malformed relay counts as nothing.
  g.reachRelayedPushOutcomes = { sent: "x" };
  expect(pushOutcomeTotals()).toEqual({ ...before, sent: before.sent + 1 });
});
