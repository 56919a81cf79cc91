// How many rows every table holds for a member: the User row, the login-throttle counter of their
// name and its (name, client) pairs, and every table with a "userId" column (found in the catalogue, so new tables count).
import { db } from "@/lib/db";

export async function memberRowCounts(userId: number, username: string): Promise<Record<string, number>> {
  const tables = await db.$queryRaw<{ table: string }[]>`
    SELECT table_name AS "table" FROM information_schema.columns
    WHERE table_schema = current_schema() AND column_name = 'userId' ORDER BY table_name`;
  const counts: Record<string, number> = {
    User: await db.user.count({ where: { id: userId } }),
    LoginThrottle: await db.loginThrottle.count({ where: { OR: [{ key: `u:${username.toLowerCase()}` }, { key: { startsWith: `p:${username.toLowerCase()}|` } }] } }),
  };
  for (const { table } of tables) {
    const [row] = await db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM "${table.replaceAll('"', '""')}" WHERE "userId" = $1`, userId);
    counts[table] = row.n;
  }
  return counts;
}

/** One row in every member table the tests can reach through the services' tables. */
export async function fillMemberTables(userId: number): Promise<void> {
  await db.notification.create({ data: { userId, title: "Hello", message: "World", deliveredAt: new Date() } });
  await db.pushSubscription.create({ data: { userId, endpoint: `https://push.example.com/${userId}-${Date.now()}`, p256dh: "SECRET-P256DH", auth: "SECRET-AUTH" } });
  await db.earnedBadge.create({ data: { userId, code: "first-goal" } });
  await db.widgetAchievement.create({ data: { userId, source: "task", points: 5, requestedPoints: 5, description: "Widget thing", localDate: new Date("2026-01-01") } });
  await db.learningItem.create({ data: { userId, type: "learned", content: "Zod", pageId: (await db.journalPage.findFirstOrThrow({ where: { userId } })).id } });
  await db.behavior.create({ data: { userId, continueDoing: "Keep going", pageId: (await db.journalPage.findFirstOrThrow({ where: { userId } })).id } });
  await db.goal.create({ data: { userId, type: "smart1", slot: "smart1", title: "Run a marathon" } });
  const { usernameKey } = await db.user.findUniqueOrThrow({ where: { id: userId } });
  await db.loginThrottle.createMany({ data: [{ key: `u:${usernameKey}`, failures: 1 }, { key: `p:${usernameKey}|203.0.113.1`, failures: 1 }] });
  // Tables added later (their own services) are filled by their owners' tests; the catalogue check still covers them.
  await db.$executeRawUnsafe(`INSERT INTO "WidgetPointsDay" ("userId", "localDate", "points") VALUES ($1, '2026-01-01', 5) ON CONFLICT DO NOTHING`, userId).catch(() => undefined);
}
