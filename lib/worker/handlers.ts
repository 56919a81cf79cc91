import "server-only";
// What each queue's job does (docs/decisions.md "The job queue"): one home, for the worker processes
// (workers.ts) and for tests that run the queue to the end (run-until-idle.ts).
import { QUEUES, type QueueName } from "@/lib/queue/queues";
import { runTick, type TickData } from "@/lib/services/cron/run-tick";
import { writeSendToAll } from "@/lib/services/sends/write-send";
import { deliverPushBatch } from "@/lib/services/push/deliver-batch";
import type { PushBatchData } from "@/lib/services/push/enqueue-push";
import { runNightlyBackup, type NightlyBackupData } from "@/lib/services/backup/nightly";

export const HANDLERS: Record<QueueName, (data: unknown) => Promise<unknown>> = {
  // The later of the tick's time and now: a tick that waited behind another (the queue keeps one
  // waiting) does all the work due by the time it runs.
  [QUEUES.cronTick]: (data) => runTick(new Date(Math.max(Date.parse((data as TickData).at), Date.now()))),
  [QUEUES.sendWrite]: (data) => writeSendToAll((data as { sendId: number }).sendId),
  [QUEUES.pushBatch]: (data) => deliverPushBatch(data as PushBatchData),
  [QUEUES.backup]: (data) => runNightlyBackup(data as NightlyBackupData),
};
