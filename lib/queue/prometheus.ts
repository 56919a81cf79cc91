import "server-only";
// GET /api/metrics (docs/decisions.md "The job queue"), in Prometheus text through prom-client:
// queue depth, the oldest ready job's age and failed jobs per queue (read from the database at
// each scrape: every process's view is the same), the push outcomes counted by this process since
// it started (a counter per process, as Prometheus expects), and Node's own process metrics
// (event loop lag, heap, GC) of the process answering, all prefixed reach_.
import { collectDefaultMetrics, Counter, Gauge, Registry } from "prom-client";
import { pushOutcomeTotals } from "@/lib/queue/metrics";
import { queueSnapshot, type QueueSnapshot } from "@/lib/queue/monitor";

type QueueGauge = { gauge: Gauge<"queue">; pick: (q: QueueSnapshot) => number };

function createRegistry() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "reach_" });
  const queueGauge = (name: string, help: string, pick: (q: QueueSnapshot) => number): QueueGauge => ({
    gauge: new Gauge({ name, help, labelNames: ["queue"], registers: [registry] }),
    pick,
  });
  const gauges = [
    queueGauge("reach_queue_ready_jobs", "Jobs ready to run now.", (q) => q.ready),
    queueGauge("reach_queue_deferred_jobs", "Jobs waiting for their start time (Retry-After, backoff).", (q) => q.deferred),
    queueGauge("reach_queue_active_jobs", "Jobs running.", (q) => q.active),
    queueGauge("reach_queue_failed_jobs", "Jobs failed for good (kept by pg-boss's retention).", (q) => q.failed),
    queueGauge("reach_queue_oldest_ready_seconds", "Age of the oldest job ready to run.", (q) => q.oldestReadySeconds),
  ];
  new Counter({
    name: "reach_push_outcomes_total",
    help: "Push attempts by outcome, in this process since it started.",
    labelNames: ["outcome"],
    registers: [registry],
    collect() {
      // Mirrors the process's tallies (lib/queue/metrics), which the per-minute log line reads too.
      this.reset();
      for (const [outcome, value] of Object.entries(pushOutcomeTotals())) this.inc({ outcome }, value);
    },
  });
  return { registry, gauges };
}

// One registry per process (dev reloads and several route bundles share it through globalThis).
const g = globalThis as unknown as { reachMetrics?: ReturnType<typeof createRegistry> };

export async function metricsText(): Promise<{ text: string; contentType: string }> {
  const { registry, gauges } = (g.reachMetrics ??= createRegistry());
  const queues = await queueSnapshot();
  for (const { gauge, pick } of gauges) {
    gauge.reset();
    for (const q of queues) gauge.set({ queue: q.queue }, pick(q));
  }
  return { text: await registry.metrics(), contentType: registry.contentType };
}
