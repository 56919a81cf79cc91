import "server-only";
// Runs queued jobs in this process until no queue has a job ready (tests and benchmarks): the same
// handlers as the workers, fetched and completed through pg-boss, without waiting for polls.
import { queue } from "@/lib/queue/boss";
import { HANDLERS } from "@/lib/worker/handlers";
import { QUEUES, type QueueName } from "@/lib/queue/queues";

export async function runQueuedJobs(opts: { maxRounds?: number } = {}): Promise<Record<QueueName, number>> {
  const boss = await queue();
  const ran = Object.fromEntries(Object.values(QUEUES).map((q) => [q, 0])) as Record<QueueName, number>;
  for (let round = 0; round < (opts.maxRounds ?? 100); round++) {
    let any = false;
    for (const name of Object.values(QUEUES)) {
      const jobs = await boss.fetch<unknown>(name, { batchSize: 10 });
      for (const job of jobs) {
        any = true;
        ran[name]++;
        try {
          const output = await HANDLERS[name](job.data);
          await boss.complete(name, job.id, (output ?? null) as object | null);
        } catch (error) {
          await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
          throw error;
        }
      }
    }
    if (!any) return ran;
  }
  return ran;
}
