// Check-in answers, messages to the coach and journal conflicts across devices, offline
// (docs/decisions.md "Offline", "The outbox" and "The day across the gap, and conflicts"): with the
// network cut, a check-in answered on the dashboard shows "Sending..." on its card and a message
// written on /coach shows "Sending..." under the thread; both survive a reload and are stored once,
// with the check-in's points once, when the network is back. Two devices editing the note: the
// older edit, sent last, leaves the newer one on the server, and the losing device shows it and
// says so once.
import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { apiSignIn, expect, test } from "./support/fixtures";
import { SCREENS, showScreen } from "./support/screenshots";
import { dashboardReady, section } from "./support/ui";
import { freshMember, sql } from "./support/members";

test.use({ role: "member" });

const controlled = (page: Page) => expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);

async function dailyCheckIn(username: string, title: string) {
  const [team] = await sql<{ id: number }>(`INSERT INTO "Team" ("name", "nameKey") VALUES ($1, $2) RETURNING "id"`, [title, title.toLowerCase()]);
  await sql(`UPDATE "User" SET "teamId" = $1 WHERE "usernameKey" = lower($2)`, [team.id, username]);
  const [form] = await sql<{ id: number }>(`INSERT INTO "CheckInForm" ("teamId", "title", "cadence", "hour") VALUES ($1, $2, 'daily', 0) RETURNING "id"`, [team.id, title]);
  const questions = [{ id: "sleep", type: "scale", label: "Sleep", required: true, minLabel: "Poor", maxLabel: "Great" }];
  await sql(`INSERT INTO "CheckInFormVersion" ("formId", "version", "questions") VALUES ($1, 1, $2::jsonb)`, [form.id, JSON.stringify(questions)]);
}

async function storedOnce(username: string, message: string) {
  const [row] = await sql<{ answers: number; points: number; messages: number }>(
    `SELECT (SELECT count(*)::int FROM "CheckInAnswer" a WHERE a."userId" = u."id") AS "answers",
            (SELECT coalesce(sum(pe."points"), 0)::int FROM "PointsEntry" pe WHERE pe."userId" = u."id" AND pe."source" = 'checkIn') AS "points",
            (SELECT count(*)::int FROM "ConversationMessage" m WHERE m."userId" = u."id" AND m."fromMember" AND m."body" = $2) AS "messages"
     FROM "User" u WHERE u."usernameKey" = lower($1)`,
    [username, message],
  );
  return row;
}

test("a check-in answered and a message sent offline show as sending, survive a reload, and are stored once when back", async ({ page, context, baseURL }) => {
  test.setTimeout(150_000);
  const username = await freshMember(page, baseURL!, "oq");
  const title = `Offline daily ${username.slice(-6)}`;
  await dailyCheckIn(username, title);
  await controlled(page);
  // Both screens once online: the worker keeps their pages, the device their data.
  await page.goto("/coach");
  await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible();
  await page.goto("/dashboard");
  await dashboardReady(page);
  const card = page.getByRole("region", { name: `Check-in: ${title}` });
  await expect(card).toContainText("Open until");
  await page.waitForTimeout(1_500);

  await context.setOffline(true);
  await page.reload();
  await dashboardReady(page);
  await expect(page.getByTestId("offline-bar-text")).toHaveText("Offline: changes will sync");
  await card.getByRole("button", { name: "Answer check-in" }).click();
  await card.getByRole("radio", { name: "4" }).check({ force: true });
  await card.getByRole("button", { name: "Send check-in" }).click();
  await expect(card.getByTestId("check-in-state")).toContainText("Sending... You can change your answers until");

  await page.goto("/coach");
  const message = `From the bus ${username.slice(-4)}`;
  await page.getByRole("textbox", { name: "Message" }).fill(message);
  await page.getByRole("button", { name: "Send" }).click();
  const waiting = page.getByTestId("waiting-message").filter({ hasText: message });
  await expect(waiting.getByTestId("message-sending")).toHaveText("Sending...");
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("");

  // A reload offline keeps both waiting (the outbox is on the device).
  await page.waitForTimeout(1_500);
  await page.reload();
  await expect(page.getByTestId("waiting-message").filter({ hasText: message }).getByTestId("message-sending")).toBeVisible({ timeout: 15_000 });
  expect(await storedOnce(username, message)).toEqual({ answers: 0, points: 0, messages: 0 });

  const back = Date.now();
  await context.setOffline(false);
  await expect(page.getByTestId("message-list").getByText(message)).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId("waiting-message")).toHaveCount(0);
  await expect.poll(() => storedOnce(username, message), { timeout: 10_000 }).toEqual({ answers: 1, points: 10, messages: 1 });
  console.log(`offline check-in and message: stored once and shown in the thread ${Date.now() - back} ms after reconnecting`);

  // Nothing arrives twice later, and the card says it was sent.
  await page.goto("/dashboard");
  await dashboardReady(page);
  await expect(card.getByTestId("check-in-state")).toContainText("Sent. You can change your answers until");
  await page.waitForTimeout(1_000);
  expect(await storedOnce(username, message)).toEqual({ answers: 1, points: 10, messages: 1 });
});

test("two devices edit the note: the older edit arriving last leaves the newer one, and the losing device shows it", async ({ page, context, browser, baseURL }) => {
  test.setTimeout(90_000);
  const username = await freshMember(page, baseURL!, "od");
  await controlled(page);
  await page.reload();
  await dashboardReady(page);
  // The second device: the same member, signed in on its own (its own session).
  const other = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  await apiSignIn(other.request, baseURL!, { username, password: "e2e-pass-123" });
  const b = await other.newPage();
  await b.goto("/dashboard");
  await dashboardReady(b);

  // Device A, offline, writes first.
  await context.setOffline(true);
  await page.reload();
  await dashboardReady(page);
  await expect(page.getByTestId("offline-bar-text")).toHaveText("Offline: changes will sync");
  const notesA = section(page, "Notes");
  await notesA.getByLabel("Notes").fill("A, written offline first");
  await expect(notesA.getByRole("status")).toHaveText("Offline, will retry");

  // Device B, online, writes later.
  const notesB = section(b, "Notes");
  await notesB.getByLabel("Notes").fill("B, written later");
  await expect(notesB.getByRole("status")).toHaveText("Saved");

  // A comes back: its older edit is sent, not applied; A shows B's text and says so once.
  const back = Date.now();
  await context.setOffline(false);
  await expect(page.getByTestId("offline-bar-kept")).toContainText("A newer edit from another device was kept in Notes.", { timeout: 15_000 });
  await expect(notesA.getByLabel("Notes")).toHaveValue("B, written later");
  console.log(`journal conflict: the kept text shown on the losing device ${Date.now() - back} ms after reconnecting`);
  const stored = await (await page.request.get("/api/notes")).json();
  expect(stored.content).toBe("B, written later");
  // Nothing is sent again: the field matches the server.
  await page.waitForTimeout(1_500);
  expect((await (await page.request.get("/api/notes")).json()).content).toBe("B, written later");
  await expect(page.getByTestId("offline-bar-kept")).toHaveCount(1);
  await other.close();
});

test("a message written offline and refused when it arrives (30 an hour) stays under the thread as not sent", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const username = await freshMember(page, baseURL!, "ol");
  await controlled(page);
  // The hour's 30 messages, sent online.
  for (let i = 0; i < 30; i++) {
    const res = await page.request.post("/api/conversation/messages", { data: { body: `Earlier ${i}` }, headers: { Origin: baseURL!, "Idempotency-Key": `e2e-limit-${username}-${i}` } });
    expect(res.status(), `message ${i}`).toBe(201);
  }
  await page.goto("/coach");
  await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible();
  await page.waitForTimeout(1_500);

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId("offline-bar-text")).toHaveText("Offline: changes will sync", { timeout: 15_000 });
  const message = `One too many ${username.slice(-4)}`;
  await page.getByRole("textbox", { name: "Message" }).fill(message);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByTestId("waiting-message").filter({ hasText: message }).getByTestId("message-sending")).toBeVisible();

  await page.context().setOffline(false);
  const refused = page.getByTestId("waiting-message").filter({ hasText: message });
  await expect(refused.getByTestId("message-not-sent")).toHaveText("Not sent: You can send 30 messages an hour. Please wait a little before sending more.", { timeout: 15_000 });
  await expect(page.getByTestId("offline-bar-refused")).toContainText(`Your message “${message}” was not saved`);
  // The thread with its message not sent, and the bar's sentence, as a member sees them: both sizes, both themes, axe clean, no sideways scroll.
  for (const screen of SCREENS) {
    await showScreen(page, screen);
    await expect(page.getByTestId("offline-bar-refused")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.vp.width);
  }
  // Kept on the device across a reload; not stored.
  await page.reload();
  await expect(page.getByTestId("waiting-message").filter({ hasText: message }).getByTestId("message-not-sent")).toBeVisible();
  const [{ count }] = await sql<{ count: number }>(
    `SELECT count(*)::int AS "count" FROM "ConversationMessage" m JOIN "User" u ON u."id" = m."userId" WHERE u."usernameKey" = lower($1) AND m."body" = $2`,
    [username, message],
  );
  expect(count).toBe(0);
  await page.getByTestId("waiting-message").filter({ hasText: message }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("waiting-message")).toHaveCount(0);
});
