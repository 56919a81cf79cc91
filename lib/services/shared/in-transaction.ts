import "server-only";
// One interactive transaction with room to wait: the daily reset and concurrent awards queue on
// the member's row lock, so the default 2 s connection wait / 5 s run time is too tight.
import { db, type Tx } from "@/lib/db";

export function inTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.$transaction(fn, { maxWait: 10_000, timeout: 20_000 });
}
