import "server-only";
// The workers (docs/decisions.md "The job queue"): `npm run worker` runs them as their own process,
// and so do `npm start` and `npm run demo` beside their server processes (server/primary.mjs),
// `npm run dev` in the server's process, unless REACH_WORKERS=0. Any number of them
// share the queue (pg-boss fetches with SKIP LOCKED). stopWorkers lets the jobs in flight finish
// (up to a timeout, after which pg-boss hands them back to the queue) before it closes.
import { logger } from "@/lib/log";
import { queue, stopQueue } from "@/lib/queue/boss";
import { HANDLERS } from "@/lib/worker/handlers";
import { PUSH_JOBS_PER_PROCESS, QUEUES, type QueueName } from "@/lib/queue/queues";
import { startQueueMonitor, stopQueueMonitor } from "@/lib/queue/monitor";

const CONCURRENCY: Record<QueueName, number> = {
  [QUEUES.cronTick]: 1,
  [QUEUES.sendWrite]: 1,
  [QUEUES.pushBatch]: PUSH_JOBS_PER_PROCESS,
  [QUEUES.backup]: 1,
  [QUEUES.importFile]: 1,
  [QUEUES.checkInsDue]: 1,
};

const g = globalThis as unknown as { reachWorkers?: Promise<void> };

export function startWorkers(): Promise<void> {
  g.reachWorkers ??= (async () => {
    const boss = await queue();
    for (const name of Object.values(QUEUES)) {
      // A push-batch worker fetches its next job at once while more than one is ready, instead of waiting out
      // the rest of the poll interval after each batch.
      const burst = name === QUEUES.pushBatch ? { burstWhenReadyExceeds: 1 } : {};
      await boss.work<unknown>(name, { localConcurrency: CONCURRENCY[name], pollingIntervalSeconds: 1, ...burst }, async ([job]) => {
        const started = Date.now();
        try {
          const output = await HANDLERS[name](job.data);
          logger.debug({ queue: name, job: job.id, ms: Date.now() - started }, "job done");
          return output;
        } catch (error) {
          logger.warn({ queue: name, job: job.id, retry: job.retryCount, err: error instanceof Error ? error.message : String(error) }, "job failed");
          throw error;
        }
      });
    }
    startQueueMonitor();
    logger.info({ queues: Object.values(QUEUES) }, "workers started");
  })();
  return g.reachWorkers;
}

/**
 * How long a graceful stop waits for the jobs in flight: under the 10 s after which the scripts'
 * process wrappers (scripts/lib/proc.mjs) SIGKILL a child that has not exited.
 */
export const STOP_TIMEOUT_MS = 8_000;

/** Graceful stop: no new jobs; those in flight finish (or go back to the queue after timeoutMs). */
export async function stopWorkers(timeoutMs = STOP_TIMEOUT_MS): Promise<void> {
  const started = g.reachWorkers;
  g.reachWorkers = undefined;
  await started?.catch(() => {});
  stopQueueMonitor();
  await stopQueue(timeoutMs);
}

/** Whether this process runs workers: REACH_WORKERS=0 turns the in-process workers off. */
export const inProcessWorkers = () => process.env.REACH_WORKERS !== "0";
