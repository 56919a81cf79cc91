// The SQL a piece of server code sends: every pg Client.query call is one round trip (Prisma's
// adapter and lib/db's preparedRows both go through pg's Client). One home for the counters of the
// "at most 3 SQL round trips per handler" tests (docs/decisions.md "The session check inside the statement").
import pg from "pg";

/** Runs fn and returns what it returned with the SQL it sent, one entry per round trip (whitespace folded, first 70 characters). */
export async function sqlSent<T>(fn: () => Promise<T>): Promise<{ result: T; sql: string[]; count: number }> {
  const spy = jest.spyOn(pg.Client.prototype, "query");
  try {
    const result = await fn();
    // The job queue's own connections (pg-boss polling and maintenance, lib/queue/boss.ts) are not the code's.
    const mine = (i: number) => (spy.mock.contexts[i] as { connectionParameters?: { application_name?: string } })?.connectionParameters?.application_name !== "reach-queue";
    const sql = spy.mock.calls.filter((_call, i) => mine(i)).map(([q]) => String(typeof q === "string" ? q : ((q as { text?: string }).text ?? q)).replace(/\s+/g, " ").trim().slice(0, 70));
    return { result, sql, count: sql.length };
  } finally {
    spy.mockRestore();
  }
}
