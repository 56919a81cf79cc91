// Fresh members on a loaded /dashboard, calls as the signed-in member, and direct SQL for "a new
// day", shared by the journal and session-lifecycle specs.
import { expect, type Page } from "@playwright/test";
import pg from "pg";
import { apiRegister } from "./fixtures";
import { e2eDatabaseUrl } from "./database";
import { dashboardReady } from "./ui";

/** Registers and signs in a new member (zone UTC) in the page's context, then opens /dashboard. */
export async function freshMember(page: Page, baseURL: string, prefix = "e2e"): Promise<string> {
  const { username } = await apiRegister(page.request, baseURL, prefix);
  // A member who joined today starts the day quietly with one force-reset; wait for it.
  const quietReset = page.waitForResponse((r) => r.url().includes("/api/force-reset"));
  await page.goto("/dashboard");
  await quietReset;
  await dashboardReady(page);
  return username;
}

/** POST as the signed-in member (same Origin as the browser). */
export async function apiPost(page: Page, baseURL: string, url: string, data: object) {
  const res = await page.request.post(url, { data, headers: { Origin: baseURL } });
  expect(res.ok(), `POST ${url}`).toBe(true);
  return res.json();
}

/** One statement on the e2e database (or `database`) over its own connection: the rows it returns. */
export async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = [], database?: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl(database) });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Makes it "the next day" for a member, as if the server's clock had crossed their midnight:
 * everything they wrote moves to yesterday's page, their last reset and activity to yesterday,
 * and they joined two days ago.
 */
export async function makeItANewDay(username: string): Promise<void> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `UPDATE "User" SET "lastResetDate" = "lastResetDate" - 1, "lastActiveDate" = "lastActiveDate" - 1,
         "dateCreated" = "dateCreated" - interval '2 days'
       WHERE "usernameKey" = lower($1) RETURNING "id"`,
      [username],
    );
    expect(rows).toHaveLength(1);
    await client.query(`UPDATE "JournalDay" SET "date" = "date" - 1 WHERE "userId" = $1`, [rows[0].id]);
    await client.query(`UPDATE "JournalPage" SET "date" = "date" - 1 WHERE "userId" = $1`, [rows[0].id]);
  } finally {
    await client.end();
  }
}
