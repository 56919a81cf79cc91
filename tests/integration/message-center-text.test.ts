// The Message Center's text filter (docs/decisions.md "The Message Center"): title and message are
// searched through their trigram indexes, not by reading every notification.
import { db } from "@/lib/db";
import { textWhere } from "@/lib/services/admin/list-all-notifications";
import { createMember } from "@/tests/support/api";

test("a rare text is found through the trigram indexes of title and message", async () => {
  const m = await createMember();
  await db.$executeRaw`
    INSERT INTO "User" ("username", "usernameKey", "passwordHash")
    SELECT 'mc_' || i, 'mc_' || i, 'x' FROM generate_series(1, 2000) i`;
  await db.$executeRaw`
    INSERT INTO "Notification" ("userId", "title", "message", "dateCreated")
    SELECT u."id", 'Weekly note ' || i, 'Keep going, day ' || i, now()
    FROM "User" u CROSS JOIN generate_series(1, 10) i WHERE u."username" LIKE 'mc\_%'`;
  await db.$executeRaw`INSERT INTO "Notification" ("userId", "title", "message") VALUES (${m.user.id}, 'Zanzibar retreat', 'see you')`;
  await db.$executeRaw`ANALYZE "Notification"`;
  // A table this small is read faster whole; with sequential scans priced out the plan shows
  // whether an index can answer the filter at all (without one it stays a Seq Scan).
  const plan = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
    return (await tx.$queryRaw<{ "QUERY PLAN": string }[]>`EXPLAIN SELECT n."id" FROM "Notification" n WHERE ${textWhere("zanzibar")}`).map((r) => r["QUERY PLAN"]).join("\n");
  });
  expect(plan).toContain("Notification_title_trgm_idx");
  expect(plan).toContain("Notification_message_trgm_idx");
  expect(plan).not.toMatch(/Seq Scan on "Notification"/);
  const found = await db.$queryRaw<{ title: string }[]>`SELECT n."title" FROM "Notification" n WHERE ${textWhere("zanzibar")}`;
  expect(found).toEqual([{ title: "Zanzibar retreat" }]);
}, 60_000);
