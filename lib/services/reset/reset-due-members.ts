import "server-only";
// The cron tick's reset: every member whose day start (docs/decisions.md "Fair streaks") has
// passed since their last reset, in a constant number of statements (the distinct time zones and
// day start hours, then one set-based roll-over),
// under a transaction-scoped advisory lock so two ticks at once queue instead of contending
// row by row. A cron reset is not the member being active: it never grows the streak.
// The transaction may run up to 2 minutes: 100,000 members take seconds on an idle machine but
// much longer on a loaded one, and a tick cut short resets nobody (docs/decisions.md "Fair streaks").
import { db } from "@/lib/db";
import { rollOverAll } from "@/lib/services/reset/roll-over";

/** pg_advisory_xact_lock key of the cron reset ("reach:reset" in ASCII). */
const RESET_LOCK = 0x72656163_68726573n;

export async function resetDueMembers(now: Date): Promise<{ resets: number; pagesCreated: number }> {
  const clocks = await db.$queryRaw<{ timeZone: string; dayStartHour: number }[]>`SELECT DISTINCT "timeZone", "dayStartHour" FROM "User"`;
  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${RESET_LOCK})`;
      // Room for the roll-over's hashes and sorts of every member in memory, not on disk.
      await tx.$executeRaw`SET LOCAL work_mem = '64MB'`;
      return rollOverAll(tx, now, clocks);
    },
    { maxWait: 10_000, timeout: 120_000 },
  );
}
