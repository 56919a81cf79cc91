// Conversations (docs/product/conversations.md) through the real UI: the coach (the owner) nudges a
// member; the member, on a phone-sized page, finds it on /coach and replies; the coach's Inbox
// shows the conversation as waiting, the coach answers beside the member's progress; the member
// sees the answer without reloading, and "Seen" under their reply. The Inbox and the conversation
// at 1280x800 and 375x667, light and dark, checked with axe. The coach's "Push me new messages".
import type { Browser, Page, PlaywrightWorkerArgs } from "@playwright/test";
import { apiRegister, apiSignIn, expect, test } from "./support/fixtures";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { sql } from "./support/members";
import { SCREENS, screenshotPath, showScreen } from "./support/screenshots";

test.use({ role: "admin" });

async function memberPage(browser: Browser, playwright: PlaywrightWorkerArgs["playwright"], baseURL: string, prefix: string) {
  const request = await playwright.request.newContext({ baseURL });
  const creds = await apiRegister(request, baseURL, prefix);
  // No reset dialog on the first visit of the day.
  await sql(`UPDATE "User" SET "lastResetDate" = (now() AT TIME ZONE 'UTC')::date, "showDailySummary" = false WHERE "usernameKey" = lower($1)`, [creds.username]);
  const state = await apiSignIn(request, baseURL, creds);
  await request.dispose();
  const [{ id }] = await sql(`SELECT "id" FROM "User" WHERE "usernameKey" = lower($1)`, [creds.username]);
  const context = await browser.newContext({ storageState: state, baseURL, viewport: { width: 375, height: 667 } });
  return { page: await context.newPage(), context, id: id as number, username: creds.username };
}

async function openInbox(page: Page) {
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Inbox" }).click();
  await expect(page.getByTestId("reply-times")).toBeVisible();
}

test("a nudge, the member's reply from a phone, waiting in the inbox, the answer shown without a reload", async ({ page, baseURL, browser, playwright }) => {
  test.setTimeout(120_000);
  const member = await memberPage(browser, playwright, baseURL!, "conv");
  const nudge = await page.request.post("/api/admin/coach/nudges", {
    data: { reason: "inactive", title: "Checking in", message: "How is your week going?", userIds: [member.id] },
    headers: { Origin: baseURL!, "Idempotency-Key": `e2e-nudge-${member.id}` },
  });
  expect(nudge.status()).toBe(200);

  // The member: the Coach entry counts the nudge; the conversation shows it; the reply is sent once.
  const m = member.page;
  await m.goto("/dashboard");
  // On a phone the Coach entry is in the menu, with the unread count.
  await m.getByRole("button", { name: "Open menu" }).click();
  await expect(m.getByTestId("menu-coach")).toContainText("1 unread");
  await m.getByTestId("menu-coach").click();
  await expect(m).toHaveURL(/\/coach$/);
  await expect(m.getByTestId("message").first()).toContainText("How is your week going?");
  await m.getByRole("textbox", { name: "Message" }).fill("Busy, but <b>on track</b>");
  // The draft survives a reload.
  await m.reload();
  await expect(m.getByRole("textbox", { name: "Message" })).toHaveValue("Busy, but <b>on track</b>");
  await m.getByRole("button", { name: "Send" }).click();
  await expect(m.getByTestId("message").last()).toContainText("Busy, but <b>on track</b>");
  await expect(m.getByRole("textbox", { name: "Message" })).toHaveValue("");
  expect((await sql(`SELECT count(*)::int AS n FROM "ConversationMessage" WHERE "userId" = $1 AND "fromMember"`, [member.id]))[0].n).toBe(1);

  // The coach: the conversation waits; opening it shows the member's progress beside it.
  await openInbox(page);
  await page.getByLabel("Search by member").fill(member.username);
  await page.getByRole("button", { name: "Search" }).click();
  const row = page.getByTestId("inbox-row").filter({ hasText: member.username });
  await expect(row.getByTestId("waiting-badge")).toBeVisible();
  await row.click();
  const open = page.getByTestId("open-conversation");
  await expect(open.getByText("Busy, but <b>on track</b>")).toBeVisible();
  await expect(open.getByText("Progress", { exact: true })).toBeVisible();
  await open.getByLabel("Reply").fill("Great, keep going!");
  await open.getByRole("button", { name: "Send reply" }).click();
  await expect(open.getByTestId("message").last()).toContainText("Great, keep going!");
  await expect(row.getByTestId("waiting-badge")).toHaveCount(0);

  // The member sees the answer without a reload, and "Seen" under their own reply once the coach opened it.
  await m.bringToFront();
  await expect(m.getByTestId("message").last()).toContainText("Great, keep going!", { timeout: 8000 });
  await expect(m.getByTestId("seen-marker")).toBeVisible();
  await member.context.close();
});

test("Push me new messages: /admin?tab=inbox opens the Inbox (where a coach's push lands); the switch is kept", async ({ page }) => {
  await page.goto("/admin?tab=inbox");
  await expect(page.getByTestId("reply-times")).toBeVisible();
  const toggle = page.getByRole("switch", { name: "Push me new messages" });
  await expect(toggle).not.toBeChecked();
  await expect(page.getByTestId("message-push-hint")).toHaveText("Off: new messages show in the bell and here.");
  await toggle.click();
  await expect(toggle).toBeChecked();
  // This browser has no push subscription: the line says so.
  await expect(page.getByTestId("message-push-hint")).toHaveText("On, but no device gets pushes yet: turn on Notification Settings on your device.");
  await page.reload();
  await expect(page.getByRole("switch", { name: "Push me new messages" })).toBeChecked();
  await page.getByRole("switch", { name: "Push me new messages" }).click();
  await expect(page.getByRole("switch", { name: "Push me new messages" })).not.toBeChecked();
});

for (const screen of SCREENS) {
  test(`the conversation and the Inbox at ${screen.name}: axe`, async ({ page, baseURL, browser, playwright }) => {
    const member = await memberPage(browser, playwright, baseURL!, "convaxe");
    await page.request.post("/api/admin/send-notification", {
      data: { userId: member.id, title: "Hello", message: "A note from your coach", sendPush: false, scheduledFor: null },
      headers: { Origin: baseURL!, "Idempotency-Key": `e2e-send-${member.id}-${screen.name}` },
    });
    const m = member.page;
    await showScreen(m, screen);
    await m.goto("/coach");
    await expect(m.getByTestId("message")).toHaveCount(1);
    await m.getByRole("textbox", { name: "Message" }).fill("Thanks!");
    await m.getByRole("button", { name: "Send" }).click();
    await expect(m.getByTestId("message")).toHaveCount(2);
    await m.screenshot({ path: screenshotPath(`conversation-${screen.name}`), fullPage: true });
    await expectNoSeriousA11yViolations(m);
    // The header with the Coach entry fits the screen: no sideways scroll.
    expect(await m.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await member.context.close();

    await showScreen(page, screen);
    await openInbox(page);
    await page.getByLabel("Search by member").fill(member.username);
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByTestId("inbox-row").filter({ hasText: member.username }).click();
    await expect(page.getByTestId("open-conversation").getByText("Thanks!")).toBeVisible();
    await page.screenshot({ path: screenshotPath(`admin-inbox-${screen.name}`), fullPage: true });
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

test("Reply on a team broadcast in the bell opens the conversation quoting it", async ({ page, baseURL, browser, playwright }) => {
  const member = await memberPage(browser, playwright, baseURL!, "convquote");
  const name = `Quote team ${member.id}`;
  const [{ id: teamId }] = await sql(`INSERT INTO "Team" ("name", "nameKey") VALUES ($1, $2) RETURNING "id"`, [name, name.toLowerCase()]);
  await sql(`UPDATE "User" SET "teamId" = $1 WHERE "id" = $2`, [teamId, member.id]);
  const sent = await page.request.post(`/api/admin/send-notification-to-all?team=${teamId}`, {
    data: { title: "Team news", message: "We meet on Friday", sendPush: false, scheduledFor: null },
    headers: { Origin: baseURL!, "Idempotency-Key": `e2e-team-${member.id}` },
  });
  expect(sent.status()).toBe(202);
  const m = member.page;
  await expect.poll(async () => (await sql(`SELECT count(*)::int AS n FROM "Notification" WHERE "userId" = $1 AND "title" = 'Team news'`, [member.id]))[0].n).toBe(1);
  await m.goto("/dashboard");
  await m.getByTestId("notification-bell").click();
  await m.getByTestId("notification-reply").first().click();
  await expect(m).toHaveURL(/\/coach\?quote=\d+$/);
  await expect(m.getByTestId("composer-quote")).toContainText("Team news: We meet on Friday");
  await m.getByRole("textbox", { name: "Message" }).fill("Can I join online?");
  await m.getByRole("button", { name: "Send" }).click();
  await expect(m.getByTestId("message").last()).toContainText("Team news: We meet on Friday");
  await expect(m.getByTestId("message").last()).toContainText("Can I join online?");
  await expect(m).toHaveURL(/\/coach$/);
  await member.context.close();
});
