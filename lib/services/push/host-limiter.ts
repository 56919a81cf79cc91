import "server-only";
// Bounded concurrency per push service (docs/decisions.md "The job queue"): at most
// PUSH_HOST_CONCURRENCY pushes in flight to one host from this process, whatever jobs run.
import { PUSH_HOST_CONCURRENCY } from "@/lib/queue/queues";

type Slot = { active: number; waiting: (() => void)[] };
const g = globalThis as unknown as { reachHostSlots?: Map<string, Slot> };
const slots = (g.reachHostSlots ??= new Map());

export async function withHostSlot<T>(host: string, fn: () => Promise<T>, limit = PUSH_HOST_CONCURRENCY): Promise<T> {
  let slot = slots.get(host);
  if (!slot) slots.set(host, (slot = { active: 0, waiting: [] }));
  const s = slot;
  if (s.active >= limit) await new Promise<void>((resolve) => s.waiting.push(resolve));
  else s.active++;
  try {
    return await fn();
  } finally {
    const next = s.waiting.shift();
    if (next) next();
    else if (--s.active === 0) slots.delete(host);
  }
}
