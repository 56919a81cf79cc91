// The job queue's queues (docs/decisions.md "The job queue"): names, payloads, policies and retry
// settings in one place, for the producers (run-tick's enqueueTick, start-send, enqueue-push,
// deliver-batch) and the workers (lib/worker/handlers.ts) alike.
import type { Queue } from "pg-boss";
import { z } from "zod";

export const QUEUES = {
  /** The cron tick's work: daily resets, due scheduled notifications, mindset reminders. */
  cronTick: "cron-tick",
  /** A "send to all": writes every member's notification (one INSERT ... SELECT), then the push batches. */
  sendWrite: "send-write",
  /** Web Push of a batch of notifications to their members' subscriptions. */
  pushBatch: "push-batch",
  /** The nightly backup into BACKUP_DIR (lib/services/backup/nightly.ts). */
  backup: "backup",
  /** A member's import (lib/services/imports): read the stored file into the preview, or write it once confirmed. */
  importFile: "import-file",
  /** A form's check-in becoming due for the members on one clock: their notification and its push, once (docs/decisions.md "Check-ins"). */
  checkInsDue: "check-ins-due",
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/**
 * The version of every job payload. A producer writes it (jobData); a worker parses the payload
 * with its queue's schema (parseJob) and refuses another version. A job written before payloads
 * carried a version reads as version 1. A change to a payload's shape is a new version, read by a
 * new schema, so jobs already queued when a release lands are still understood.
 */
export const JOB_VERSION = 1;
const version = z.literal(JOB_VERSION).default(JOB_VERSION);

/** Each queue's payload. */
export const JOB_SCHEMAS = {
  /** The tick's time (ISO); the worker does the work due by the later of it and now. */
  [QUEUES.cronTick]: z.object({ v: version, at: z.iso.datetime() }),
  [QUEUES.sendWrite]: z.object({ v: version, sendId: z.number().int().positive() }),
  [QUEUES.backup]: z.object({ v: version, day: z.string().regex(/^\d{8}$/) }),
  /** The import and its step: "read" the file into the preview, "write" the confirmed rows. */
  [QUEUES.importFile]: z.object({ v: version, importId: z.number().int().positive(), step: z.enum(["read", "write"]) }),
  /** The form, the members' date it is due on, and their clock (zone and day start). */
  [QUEUES.checkInsDue]: z.object({
    v: version,
    formId: z.number().int().positive(),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    timeZone: z.string().min(1).max(64),
    dayStartHour: z.number().int().min(0).max(5),
  }),
  /** The notifications to push; their send (null: a reminder or a scheduled notification); the attempt, from 1. */
  [QUEUES.pushBatch]: z.object({
    v: version,
    notificationIds: z.array(z.number().int().positive()),
    sendId: z.number().int().positive().nullable(),
    attempt: z.number().int().min(1),
  }),
} satisfies Record<QueueName, z.ZodType>;

export type JobData<Q extends QueueName> = z.output<(typeof JOB_SCHEMAS)[Q]>;

/** A payload as a producer writes it: the queue's fields and the current version. */
export const jobData = <Q extends QueueName>(_queue: Q, data: Omit<JobData<Q>, "v">): JobData<Q> => ({ ...data, v: JOB_VERSION }) as JobData<Q>;

/** A job's payload, parsed with its queue's schema (a payload that does not match fails the job, with the reason). */
export function parseJob<Q extends QueueName>(queue: Q, data: unknown): JobData<Q> {
  const parsed = JOB_SCHEMAS[queue].safeParse(data);
  if (!parsed.success) throw new Error(`${queue} job payload refused: ${z.prettifyError(parsed.error)}`);
  return parsed.data as JobData<Q>;
}

/** Subscriptions pushed by one push-batch job (about; a member's subscriptions stay in one batch). */
export const PUSH_BATCH_SUBSCRIPTIONS = 500;
/** Pushes in flight per push-batch job, and per push service (host) in one process. */
export const PUSH_JOB_CONCURRENCY = 32;
export const PUSH_HOST_CONCURRENCY = 64;
/** push-batch jobs one process runs at once. */
export const PUSH_JOBS_PER_PROCESS = 2;
/** A push answered 429/503/5xx or not answered is tried at most this many times in all. */
export const PUSH_MAX_ATTEMPTS = 5;
/** Longest Retry-After honoured; a longer one is cut to this. */
export const PUSH_RETRY_AFTER_MAX_S = 3600;

export const QUEUE_OPTIONS: Queue[] = [
  // "short": at most one tick waits at a time, so a tick called twice at once (a host's cron that
  // timed out and called again, or two hosts) enqueues once. A tick job that fails is retried.
  { name: QUEUES.cronTick, policy: "short", retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 600 },
  { name: QUEUES.sendWrite, policy: "standard", retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 600 },
  // A worker killed mid-batch stops heartbeating: after heartbeatSeconds its job runs again and skips
  // the pushes its delivery records show as done.
  { name: QUEUES.pushBatch, policy: "standard", retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 900, heartbeatSeconds: 30 },
  // At most one waiting: every tick of the day may ask, one backup is written.
  { name: QUEUES.backup, policy: "short", retryLimit: 2, retryDelay: 300, retryBackoff: false, expireInSeconds: 3600 },
  // A step that failed on the database runs again from its start (each step is safe to repeat).
  { name: QUEUES.importFile, policy: "standard", retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 1800 },
  // "exclusive": one job per singleton key (form, date, clock) waiting or running, so ticks that see
  // the same due check-in enqueue it once; the notification's dedupeKey keeps it once after that.
  { name: QUEUES.checkInsDue, policy: "exclusive", retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 600 },
];
