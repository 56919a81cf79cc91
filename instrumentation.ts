// Next's start-up hook: the server process also runs the queue's workers unless REACH_WORKERS=0
// (docs/decisions.md "The job queue"); server/server.mjs stops them gracefully on SIGTERM through
// globalThis.reachStopWorkers. Not during `next build`. In production server/server.mjs sets
// REACH_WORKERS=0 in its server processes and runs the workers in a process of their own.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { checkVapidSubject } = await import("@/lib/services/push/vapid-subject");
  checkVapidSubject();
  const { inProcessWorkers, startWorkers, stopWorkers } = await import("@/lib/worker/workers");
  if (!inProcessWorkers()) return;
  (globalThis as { reachStopWorkers?: () => Promise<void> }).reachStopWorkers = () => stopWorkers();
  startWorkers().catch(async (error: unknown) => {
    const { logger } = await import("@/lib/log");
    logger.error({ err: error instanceof Error ? error.message : String(error) }, "workers could not start");
  });
}
