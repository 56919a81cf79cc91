import "server-only";
// The job queue: pg-boss on Reach's own Postgres (docs/decisions.md "The job queue"). One PgBoss per
// process, cached on globalThis like the Prisma client and started on first use: start() creates
// pg-boss's schema in the database when it is missing (so each test database gets its own) and the
// queues. Jobs can be enqueued inside a Prisma transaction (txDb), committing with the rows they act on.
import { PgBoss, fromPrisma, type Db } from "pg-boss";
import { env } from "@/lib/env";
import { logger } from "@/lib/log";
import type { Tx } from "@/lib/db";
import { QUEUE_OPTIONS } from "@/lib/queue/queues";

/** pg-boss's own connections per process (job fetches, completions, maintenance). */
const BOSS_POOL_MAX = 4;

type BossState = { boss: PgBoss; url: string; ready: Promise<PgBoss> };
const g = globalThis as unknown as { reachBoss?: BossState };

async function startBoss(boss: PgBoss): Promise<PgBoss> {
  await boss.start();
  const existing = new Set((await boss.getQueues()).map((q) => q.name));
  for (const queue of QUEUE_OPTIONS) {
    const { name, ...options } = queue;
    if (existing.has(name)) await boss.updateQueue(name, { retryLimit: options.retryLimit, retryDelay: options.retryDelay, retryBackoff: options.retryBackoff, expireInSeconds: options.expireInSeconds });
    else await boss.createQueue(name, options).catch((error: unknown) => {
      // Another process created it at the same moment.
      if (!/already exists/i.test(String((error as Error)?.message))) throw error;
    });
  }
  return boss;
}

/** The started PgBoss of this process, for DATABASE_URL. */
export function queue(): Promise<PgBoss> {
  const url = env().DATABASE_URL;
  if (g.reachBoss && g.reachBoss.url === url) return g.reachBoss.ready;
  const boss = new PgBoss({ connectionString: url, max: BOSS_POOL_MAX, schedule: false, application_name: "reach-queue" });
  boss.on("error", (error) => logger.error({ err: error }, "queue error"));
  const ready = startBoss(boss);
  g.reachBoss = { boss, url, ready };
  ready.catch(() => {
    if (g.reachBoss?.boss === boss) g.reachBoss = undefined;
  });
  return ready;
}

/** Stops this process's PgBoss (workers finish their jobs first, up to timeoutMs). */
export async function stopQueue(timeoutMs = 20_000): Promise<void> {
  const state = g.reachBoss;
  if (!state) return;
  g.reachBoss = undefined;
  const boss = await state.ready.catch(() => null);
  await boss?.stop({ graceful: true, close: true, timeout: timeoutMs });
}

/** pg-boss statements run on a Prisma transaction's connection: a job sent with it commits (or not) with the transaction. */
export function txDb(tx: Tx): Db {
  return fromPrisma(tx);
}
