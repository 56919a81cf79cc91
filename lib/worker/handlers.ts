import "server-only";
// What each queue's job does (docs/decisions.md "The job queue"): one home, for the worker processes
// (workers.ts) and for tests that run the queue to the end (run-until-idle.ts).
// Every payload is parsed with its queue's schema (lib/queue/queues.ts) before the work runs.
import { parseJob, QUEUES, type QueueName } from "@/lib/queue/queues";
import { runTick } from "@/lib/services/cron/run-tick";
import { writeSendToAll } from "@/lib/services/sends/write-send";
import { deliverPushBatch } from "@/lib/services/push/deliver-batch";
import { runNightlyBackup } from "@/lib/services/backup/nightly";
import { runImportStep } from "@/lib/services/imports/run-import-step";
import { makeCheckInsDue } from "@/lib/services/check-ins/due-check-ins";

export const HANDLERS: Record<QueueName, (data: unknown) => Promise<unknown>> = {
  // The later of the tick's time and now: a tick that waited behind another (the queue keeps one
  // waiting) does all the work due by the time it runs.
  [QUEUES.cronTick]: (data) => runTick(new Date(Math.max(Date.parse(parseJob(QUEUES.cronTick, data).at), Date.now()))),
  [QUEUES.sendWrite]: (data) => writeSendToAll(parseJob(QUEUES.sendWrite, data).sendId),
  [QUEUES.pushBatch]: (data) => deliverPushBatch(parseJob(QUEUES.pushBatch, data)),
  [QUEUES.backup]: (data) => runNightlyBackup(parseJob(QUEUES.backup, data)),
  [QUEUES.importFile]: (data) => runImportStep(parseJob(QUEUES.importFile, data)),
  [QUEUES.checkInsDue]: (data) => makeCheckInsDue(parseJob(QUEUES.checkInsDue, data), new Date()),
};
