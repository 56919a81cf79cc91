// Counts over all members where an exact figure is not needed (docs/decisions.md "Counts over all
// members"): exact in a small community, PostgreSQL's estimate from ESTIMATE_FROM accounts on, so the
// users list's refresh and a send to all read no account rows.
import { GET as listUsers } from "@/app/api/admin/users/route";
import { db } from "@/lib/db";
import { ESTIMATE_FROM, memberCountSql } from "@/lib/services/shared/member-count";
import { call, createMember } from "@/tests/support/api";

type Plan = { "Node Type": string; "Relation Name"?: string; Plans?: Plan[] };
const relations = (plan: Plan): string[] => [...(plan["Relation Name"] ? [plan["Relation Name"]] : []), ...(plan.Plans ?? []).flatMap(relations)];

async function scanned(): Promise<string[]> {
  const [row] = await db.$queryRaw<{ "QUERY PLAN": [{ Plan: Plan }] }[]>`EXPLAIN (ANALYZE, FORMAT JSON) ${memberCountSql}`;
  // Only the plan nodes that ran: an InitPlan never needed has no rows and no loops.
  const ran = (plan: Plan & { "Actual Loops"?: number }): Plan => ({ ...plan, Plans: (plan.Plans ?? []).filter((p) => (p as { "Actual Loops"?: number })["Actual Loops"]).map(ran) });
  return relations(ran(row["QUERY PLAN"][0].Plan));
}

test("exact below ESTIMATE_FROM accounts, an estimate that reads no account row from then on", async () => {
  const admin = await createMember({ isAdmin: true });
  await createMember();
  const total = async () => (await call(listUsers, { path: "/api/admin/users", cookie: admin.cookie })).json.total as number;
  expect(await total()).toBe(await db.user.count());
  expect(await scanned()).toContain("User");

  await db.$executeRaw`
    INSERT INTO "User" ("username", "usernameKey", "passwordHash")
    SELECT 'many_' || i, 'many_' || i, 'x' FROM generate_series(1, ${ESTIMATE_FROM + 500}::int) i`;
  await db.$executeRaw`ANALYZE "User"`;
  const exact = await db.user.count();
  expect(await total()).toBe(exact);
  expect(await scanned()).not.toContain("User");
  // New accounts show once ANALYZE has run again: close enough for "N users".
  await db.$executeRaw`INSERT INTO "User" ("username", "usernameKey", "passwordHash") VALUES ('one_more', 'one_more', 'x')`;
  expect(Math.abs((await total()) - (exact + 1))).toBeLessThanOrEqual(1);
}, 60_000);
