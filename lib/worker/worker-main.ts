// The queue process: the job queue's workers as a process of their own (docs/decisions.md "The job
// queue"), built into plain JavaScript by `npm run build` (server/queue-process.mjs). `npm run
// worker` runs it (through scripts/worker.mjs, which sets up the database and secrets), and npm
// start runs one beside its server processes (REACH_QUEUE_PROCESS=1). SIGTERM or SIGINT stops it
// gracefully: jobs in flight finish (up to 8 s) or go back to the queue.
import { logger } from "@/lib/log";
import { ownPushOutcomeTotals } from "@/lib/queue/metrics";
import { startWorkers, stopWorkers } from "@/lib/worker/workers";
import { checkVapidSubject } from "@/lib/services/push/vapid-subject";

checkVapidSubject();
await startWorkers();
// npm start's queue process says nothing: the server's ready line speaks for it.
if (process.env.REACH_QUEUE_PROCESS !== "1") console.log(`> Reach worker ${process.pid} running on Node ${process.version} (Ctrl-C or SIGTERM stops it after the jobs in flight)`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "worker stopping");
  await stopWorkers();
  process.exit(0);
}
process.once("SIGTERM", () => void stop("SIGTERM"));
process.once("SIGINT", () => void stop("SIGINT"));
// The queue process of npm start (server/primary.mjs, over an IPC channel) ends with
// the server even when the server was killed.
// Its push outcomes go to the server processes' GET /api/metrics (lib/queue/metrics.ts).
if (process.connected) {
  process.once("disconnect", () => void stop("disconnect"));
  setInterval(() => process.connected && process.send?.({ reach: "push-outcomes", totals: ownPushOutcomeTotals() }), 5_000).unref();
}
