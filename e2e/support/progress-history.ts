// A member with a seeded history for the progress e2e specs: seed-history's days, tasks, mindset
// and points plus seed-insights' behavior texts, widget achievements and goals, written straight
// into the e2e database.
import pg from "pg";
import { e2eDatabaseUrl } from "./database";
import { seedHistoryStatements } from "../../tests/support/seed-history";
import { seedInsightsStatements } from "../../tests/support/seed-insights";

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Seeds `days` days before today (UTC) for the member; returns their id. */
export async function seedMemberHistory(username: string, days = 60): Promise<number> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(`SELECT "id" FROM "User" WHERE "usernameKey" = lower($1)`, [username]);
    const id = rows[0].id;
    const today = new Date().toISOString().slice(0, 10);
    for (const s of [...seedHistoryStatements(id, addDays(today, -days), addDays(today, -1)), ...seedInsightsStatements(id, today)]) await client.query(s.text, s.values);
    await client.query(`UPDATE "User" SET "streak" = 6 WHERE "id" = $1`, [id]);
    return id;
  } finally {
    await client.end();
  }
}
