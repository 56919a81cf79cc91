import "server-only";
// GET /api/metrics (docs/decisions.md "The job queue"): queue depth, oldest ready job's age and
// failed jobs per queue (from the database: every process's view is the same), and the push
// outcomes counted by this process since it started (a counter per process, as Prometheus expects).
import { prometheusText, type Metric } from "@/lib/domain/prometheus-text";
import { pushOutcomeTotals } from "@/lib/queue/metrics";
import { queueSnapshot } from "@/lib/queue/monitor";

export async function metricsText(): Promise<string> {
  const queues = await queueSnapshot();
  const per = (pick: (q: (typeof queues)[number]) => number) => queues.map((q) => ({ labels: { queue: q.queue }, value: pick(q) }));
  const metrics: Metric[] = [
    { name: "reach_queue_ready_jobs", help: "Jobs ready to run now.", type: "gauge", samples: per((q) => q.ready) },
    { name: "reach_queue_deferred_jobs", help: "Jobs waiting for their start time (Retry-After, backoff).", type: "gauge", samples: per((q) => q.deferred) },
    { name: "reach_queue_active_jobs", help: "Jobs running.", type: "gauge", samples: per((q) => q.active) },
    { name: "reach_queue_failed_jobs", help: "Jobs failed for good (kept by pg-boss's retention).", type: "gauge", samples: per((q) => q.failed) },
    { name: "reach_queue_oldest_ready_seconds", help: "Age of the oldest job ready to run.", type: "gauge", samples: per((q) => q.oldestReadySeconds) },
    {
      name: "reach_push_outcomes_total",
      help: "Push attempts by outcome, in this process since it started.",
      type: "counter",
      samples: Object.entries(pushOutcomeTotals()).map(([outcome, value]) => ({ labels: { outcome }, value })),
    },
  ];
  return prometheusText(metrics);
}
