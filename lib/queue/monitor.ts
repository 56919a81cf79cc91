import "server-only";
// What operators see of the queue (docs/decisions.md "The job queue"): per queue, jobs waiting
// (ready now), deferred (waiting for a Retry-After or a backoff), running, failed for good, and the
// age of the oldest ready job; plus this process's push outcomes. Logged once a minute by each
// worker process (one JSON line) and served by GET /api/metrics.
import { db } from "@/lib/db";
import { logger } from "@/lib/log";
import { queue } from "@/lib/queue/boss";
import { QUEUES, type QueueName } from "@/lib/queue/queues";
import { ownPushOutcomeTotals as pushOutcomeTotals, type PushOutcomeKind } from "@/lib/queue/metrics";

export type QueueSnapshot = { queue: QueueName; ready: number; deferred: number; active: number; failed: number; oldestReadySeconds: number };

/** One statement over pg-boss's job table (pg-boss's own counters are refreshed only by its monitor pass). */
export async function queueSnapshot(): Promise<QueueSnapshot[]> {
  // pg-boss's tables exist once it has started in this database (a server that enqueued nothing yet).
  await queue();
  const names = Object.values(QUEUES);
  const rows = await db.$queryRaw<{ name: string; ready: number; deferred: number; active: number; failed: number; oldest: number }[]>`
    SELECT name,
           count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now())::int AS ready,
           count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after > now())::int AS deferred,
           count(*) FILTER (WHERE state = 'active')::int AS active,
           count(*) FILTER (WHERE state = 'failed')::int AS failed,
           COALESCE(EXTRACT(EPOCH FROM now() - min(created_on) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now())), 0)::float8 AS oldest
    FROM pgboss.job WHERE name = ANY(${names}::text[]) GROUP BY name`;
  const byName = new Map(rows.map((r) => [r.name, r]));
  return names.map((queue) => {
    const r = byName.get(queue);
    return { queue, ready: r?.ready ?? 0, deferred: r?.deferred ?? 0, active: r?.active ?? 0, failed: r?.failed ?? 0, oldestReadySeconds: Math.round(r?.oldest ?? 0) };
  });
}

const g = globalThis as unknown as { reachQueueMonitor?: { timer: NodeJS.Timeout; last: Record<PushOutcomeKind, number> } };

export function startQueueMonitor(intervalMs = 60_000) {
  if (g.reachQueueMonitor) return;
  const state = { timer: undefined as unknown as NodeJS.Timeout, last: pushOutcomeTotals() };
  state.timer = setInterval(async () => {
    const now = pushOutcomeTotals();
    const pushes = Object.fromEntries(Object.entries(now).map(([k, v]) => [k, v - state.last[k as PushOutcomeKind]]));
    state.last = now;
    try {
      const queues = await queueSnapshot();
      // A quiet minute (nothing queued, running, failed or pushed) writes no line: the log stays readable.
      const busy = queues.some((q) => q.ready + q.deferred + q.active + q.failed > 0) || Object.values(pushes).some((n) => n > 0);
      if (busy) logger.info({ queues, pushesLastMinute: pushes }, "queue");
    } catch (error) {
      logger.warn({ err: error instanceof Error ? error.message : String(error) }, "queue snapshot failed");
    }
  }, intervalMs);
  state.timer.unref();
  g.reachQueueMonitor = state;
}

export function stopQueueMonitor() {
  if (g.reachQueueMonitor) clearInterval(g.reachQueueMonitor.timer);
  g.reachQueueMonitor = undefined;
}
