// The job queue's queues (docs/decisions.md "The job queue"): names, policies and retry settings
// in one place, for the producers (enqueue.ts) and the workers (workers.ts) alike.
import type { Queue } from "pg-boss";

export const QUEUES = {
  /** The cron tick's work: daily resets, due scheduled notifications, mindset reminders. */
  cronTick: "cron-tick",
  /** A "send to all": writes every member's notification (one INSERT ... SELECT), then the push batches. */
  sendWrite: "send-write",
  /** Web Push of a batch of notifications to their members' subscriptions. */
  pushBatch: "push-batch",
  /** The nightly backup into BACKUP_DIR (lib/services/backup/nightly.ts). */
  backup: "backup",
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

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
  { name: QUEUES.backup, policy: "short", retryLimit: 2, retryDelay: 300, expireInSeconds: 3600 },
];
