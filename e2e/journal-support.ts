// Helpers of the journal e2e specs: a fresh signed-in member per test (so points and slots start
// from zero), the header points, the dashboard's sections, and direct SQL for "a new day".
import { expect, type Page } from "@playwright/test";
import pg from "pg";
import { VALID_REGISTRATION_CODE, uniqueUsername } from "./support/users";

/** Registers and signs in a new member in the page's context, then opens /dashboard. */
export async function freshMember(page: Page, baseURL: string): Promise<string> {
  const username = uniqueUsername("jr");
  const res = await page.request.post("/api/register", {
    data: { username, password: "e2e-pass-123", registrationCode: VALID_REGISTRATION_CODE, timeZone: "UTC" },
    headers: { Origin: baseURL },
  });
  expect(res.status(), "register").toBe(201);
  // A member who joined today starts the day quietly with one force-reset; wait for it.
  const quietReset = page.waitForResponse((r) => r.url().includes("/api/force-reset"));
  await page.goto("/dashboard");
  await quietReset;
  await expect(page.getByLabel("SMART goal 1", { exact: true })).toBeVisible();
  return username;
}

export async function headerPoints(page: Page): Promise<number> {
  const text = await page.getByTestId("header-points").innerText();
  return Number(text.replace(/[^\d]/g, ""));
}

export async function expectPoints(page: Page, points: number) {
  await expect.poll(() => headerPoints(page), { message: "points in the header" }).toBe(points);
}

/** A dashboard section by its heading. */
export const section = (page: Page, title: string) =>
  page.locator("section").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

export const waitForWrite = (page: Page, method: string, path: string | RegExp) =>
  page.waitForResponse(
    (r) => r.request().method() === method && (typeof path === "string" ? r.url().includes(path) : path.test(r.url())) && r.ok(),
  );

/** Closes the celebration popup if it is showing. */
export async function dismissCelebration(page: Page) {
  const popup = page.getByTestId("celebration-popup");
  // It also closes by itself after 3 s, so the button may be gone before the click lands.
  if (await popup.isVisible()) await popup.getByRole("button", { name: "Continue" }).click({ timeout: 2_000 }).catch(() => {});
  await expect(popup).toBeHidden();
}

export function e2eDatabaseUrl(): string {
  const url = new URL(process.env.DATABASE_URL ?? "postgresql://postgres:reach@127.0.0.1:54329/reach");
  url.pathname = `/${process.env.E2E_DATABASE ?? "reach_e2e"}`;
  return url.toString();
}

/**
 * Makes it "the next day" for a member: everything they wrote moves to yesterday's page, their
 * last reset and activity to yesterday, and they joined two days ago.
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

/** POST as the signed-in member (same Origin as the browser). */
export async function apiPost(page: Page, baseURL: string, url: string, data: object) {
  const res = await page.request.post(url, { data, headers: { Origin: baseURL } });
  expect(res.ok(), `POST ${url}`).toBe(true);
  return res.json();
}

/**
 * Earns the starter badges through the API (the points badges, and with `firstGoal` the First
 * Goal badge), so the points a test then earns in the UI are only the action's own.
 */
export async function earnStarterBadges(page: Page, baseURL: string, { firstGoal = false } = {}) {
  await apiPost(page, baseURL, "/api/learnings", { type: "learned", content: "Warm-up entry" });
  await apiPost(page, baseURL, "/api/learnings", { type: "accomplished", content: "Warm-up win" });
  await apiPost(page, baseURL, "/api/behavior", { continueDoing: "Warm-up reflection" });
  if (firstGoal) {
    const goal = await apiPost(page, baseURL, "/api/goals", { type: "smart3", title: "Warm-up goal", isCompleted: true });
    const res = await page.request.delete(`/api/goals/${goal.id}`, { headers: { Origin: baseURL } });
    expect(res.ok()).toBe(true);
  }
  await page.reload();
}
