import "server-only";
// When the member made the write being served (docs/decisions.md "Offline", "The day across the
// gap, and conflicts"): a write kept offline carries header Made-At, which the handler wrappers
// bound by the server's clock and refuse past the 36 h grace (lib/domain/made-at); they run the
// write inside `atWriteTime`, so the member's write services, whose `now` defaults to writeTime(),
// put it on the member's day it was made (their zone and day start), with that day's awards and
// daily counts, and the ledger dates its points then. One home: no route or service reads the header.
import { AsyncLocalStorage } from "node:async_hooks";

const madeAt = new AsyncLocalStorage<Date>();

/** Runs `work` as the write made at `at` (null: made now). */
export function atWriteTime<T>(at: Date | null, work: () => T): T {
  return at ? madeAt.run(at, work) : work();
}

/** When the write being served was made: its Made-At, else now. */
export function writeTime(): Date {
  return madeAt.getStore() ?? new Date();
}

/** The Made-At of the write being served, or undefined for a write made now. */
export const madeAtOfWrite = (): Date | undefined => madeAt.getStore();
