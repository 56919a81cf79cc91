// `npm run worker` (through scripts/worker.mjs, which sets up the database and secrets like npm
// start): the queue's workers as their own process (docs/decisions.md "The job queue"). SIGTERM or
// SIGINT stops them gracefully: jobs in flight finish (up to 8 s) or go back to the queue.
import { logger } from "@/lib/log";
import { startWorkers, stopWorkers } from "@/lib/queue/workers";
import { checkVapidSubject } from "@/lib/services/push/vapid-subject";

checkVapidSubject();
await startWorkers();
console.log(`> Reach worker ${process.pid} running on Node ${process.version} (Ctrl-C or SIGTERM stops it after the jobs in flight)`);

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
