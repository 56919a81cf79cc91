// docs/decisions.md "Notifications and Web Push" through the real UI: an admin sends notifications (one, several, all, scheduled), the
// members' bells follow; bulk delete removes members, their data and their sessions; the
// achievement toast; delete-all. The job queue (docs/decisions.md "The job queue"): a send to all
// with push shows its progress, and each device gets one push.
//
// Both sends to all live in this file so they never run at once (a spec file runs in one worker,
// in order): another send to all would land in this file's members' bells and break the counts.
// Each holds the bell lock alone (support/bell-lock.ts), so no test that counts a member's
// notifications in the other worker runs at the same time.
// The members live in a time zone outside the mindset-reminder hours, so another spec's cron tick
// adds nothing to their bells either.
import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { apiRegister, apiSignIn, expect, test } from "./support/fixtures";
import { cronSecret } from "./support/cron";
import { sql } from "./support/members";
import { expectToast } from "./support/ui";
import { freshAdmin } from "./support/two-factor";
import { MINDSET_REMINDER_HOURS } from "@/lib/constants";
import { startPushReceiver, type PushReceiver } from "../tests/support/push-receiver";

type Member = { username: string; id: number; request: APIRequestContext; context: BrowserContext; page: Page };

/** A fresh member, signed in both as an API client and in its own browser context. */
async function newMember(browser: Browser, playwright: { request: { newContext(o: { baseURL: string }): Promise<APIRequestContext> } }, baseURL: string): Promise<Member> {
  const request = await playwright.request.newContext({ baseURL });
  const creds = await apiRegister(request, baseURL);
  const state = await apiSignIn(request, baseURL, creds);
  const session = await (await request.get("/api/session")).json();
  const quiet = await request.patch("/api/users/profile", { data: { timeZone: quietTimeZone() }, headers: { Origin: baseURL } });
  expect(quiet.status()).toBe(200);
  const context = await browser.newContext({ storageState: state });
  const page = await context.newPage();
  return { username: creds.username, id: session.userId, request, context, page };
}

async function adminApi(playwright: { request: { newContext(o: { baseURL: string }): Promise<APIRequestContext> } }, baseURL: string) {
  const request = await playwright.request.newContext({ baseURL });
  await freshAdmin(request, baseURL);
  const send = async (userId: number, title: string, message = `${title} message`) => {
    const res = await request.post("/api/admin/send-notification", { data: { userId, title, message, sendPush: false, scheduledFor: null }, headers: { Origin: baseURL } });
    expect(res.status()).toBe(202);
  };
  return { request, send };
}

/** A time zone whose local hour, now and in 5 minutes, is not a mindset-reminder hour. */
function quietTimeZone(): string {
  const hourIn = (timeZone: string, at: number) =>
    Number(new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", hourCycle: "h23" }).format(at));
  const zones = ["UTC", "Asia/Kolkata", "Pacific/Auckland", "America/Los_Angeles", "Asia/Tokyo"];
  return zones.find((zone) => [Date.now(), Date.now() + 5 * 60_000].every((at) => !(MINDSET_REMINDER_HOURS as readonly number[]).includes(hourIn(zone, at))))!;
}

/** A cron tick resets the member's day; the Reset Journal dialog then opens on their next visit. */
async function dismissResetDialog(page: Page) {
  const notNow = page.getByRole("button", { name: "Not now" });
  await notNow.waitFor({ state: "visible", timeout: 3000 }).then(
    () => notNow.click(),
    () => {},
  );
}

const bell = (page: Page) => page.getByTestId("notification-bell");
const count = (page: Page) => page.getByTestId("notification-count");

async function openBell(page: Page) {
  await page.goto("/dashboard");
  await dismissResetDialog(page);
  await bell(page).click();
  return page.getByTestId("notification-dropdown");
}

async function expectCount(page: Page, n: number) {
  await page.goto("/dashboard");
  if (n === 0) await expect(count(page)).toHaveCount(0);
  else await expect(count(page)).toHaveText(String(n));
}

test.describe("as an admin", () => {
  test.use({ role: "admin" });

  test("sends to one member, several, and all; each member's bell grows and shows the message", async ({ page, browser, playwright, baseURL, bells }) => {
    test.setTimeout(120_000);
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => newMember(browser, playwright, baseURL!)));

    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("button", { name: "Logout" })).toBeVisible();
    await page.getByRole("tab", { name: "Notifications" }).click();
    const card = page.locator("form");

    // Single: the select lists the server's matches for what is typed (docs/decisions.md "The recipient picker")
    const recipients = card.getByLabel("Search recipients");
    await recipients.fill(a.username);
    await card.getByRole("combobox", { name: "Recipient" }).click();
    await expect(page.getByRole("option", { name: `${b.username} (ID ${b.id})` })).toHaveCount(0);
    await page.getByRole("option", { name: `${a.username} (ID ${a.id})` }).click();
    await card.getByLabel("Title").fill("Hello one");
    await card.getByLabel("Message").fill("Just for you");
    await card.getByRole("button", { name: "Send Notification" }).click();
    await expectToast(page, "✅ Notification sent successfully");
    await expect(card.getByLabel("Title")).toHaveValue("");
    await expect(await openBell(a.page)).toContainText("Just for you");
    await expect(count(a.page)).toHaveText("1");

    // Multiple: search as you type; a chosen member stays chosen (and listed) while the search moves on
    await card.getByLabel("Multiple Users").check();
    await card.getByLabel(a.username, { exact: true }).check();
    await recipients.fill(b.username);
    await expect(card.getByLabel(c.username, { exact: true })).toHaveCount(0);
    await card.getByLabel(b.username, { exact: true }).check();
    await expect(card.getByLabel(a.username, { exact: true })).toBeChecked();
    await expect(card.getByText("2 users selected")).toBeVisible();
    await card.getByLabel("Title").fill("Hello several");
    await card.getByLabel("Message").fill("For the two of you");
    await card.getByRole("button", { name: "Send Notification" }).click();
    await expectToast(page, "✅ Notification sent to 2 users");
    await expectCount(a.page, 2);
    await expectCount(b.page, 1);
    await expectCount(c.page, 0);

    // All (from here on, no test in the other worker counts notifications)
    await bells("sends to all");
    await card.getByLabel("All Users").check();
    await expect(card.getByText(/This notification will be sent to all \d+ users\./)).toBeVisible();
    await card.getByLabel("Title").fill("Hello everyone");
    await card.getByLabel("Message").fill("For all members");
    await card.getByRole("button", { name: "Send Notification" }).click();
    await expectToast(page, "✅ Notification sent to all users");
    // A job writes everyone's notification; the card follows it to the end.
    await expect(card.getByTestId("send-progress")).toHaveText(/^Delivered: (\d+) of \1$/, { timeout: 30_000 });
    await expectCount(a.page, 3);
    await expectCount(b.page, 2);
    await expectCount(c.page, 1);
    const dropdown = await openBell(c.page);
    await expect(dropdown.getByTestId("notification-item")).toHaveCount(1);
    await expect(dropdown).toContainText("Hello everyone");
    await expect(dropdown).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4} • \d{1,2}:\d{2} (AM|PM)/);
    // A click marks it read.
    await dropdown.getByText("Hello everyone").click();
    await expect(count(c.page)).toHaveCount(0);

    // The Message Center lists them with their recipients.
    const center = page.getByPlaceholder("Filter notifications...");
    await center.fill(a.username);
    await expect(page.getByTestId("admin-notification-row")).toHaveCount(3);
    await center.fill(c.username);
    await expect(page.getByTestId("admin-notification-row")).toHaveCount(1);
    await expect(page.getByTestId("admin-notification-row").first().locator("[data-status]")).toHaveText(/Read|Unread/);

    // Validation messages
    await card.getByLabel("Title").fill("");
    await card.getByRole("button", { name: "Send Notification" }).click();
    await expectToast(page, "Error", "Title and message are required");
    for (const m of [a, b, c]) await m.context.close();
  });

  test("a scheduled message appears only after the tick that follows its time", async ({ page, browser, playwright, baseURL, request, bells }) => {
    test.setTimeout(180_000);
    // The same ticks send the 9AM / 1PM / 5PM mindset reminders: newMember's quiet time zone
    // keeps them away, so only the scheduled message arrives.
    const m = await newMember(browser, playwright, baseURL!);
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Notifications" }).click();
    const card = page.locator("form");
    await card.getByRole("combobox", { name: "Recipient" }).click();
    await page.getByRole("option", { name: `${m.username} (ID ${m.id})` }).click();
    await card.getByLabel("Title").fill("Later news");
    await card.getByLabel("Message").fill("Scheduled for you");
    await card.getByLabel("Schedule for later").check();
    // The next whole minute at least 10 s away, as the admin's browser writes it.
    const { value, at } = await page.evaluate(() => {
      const d = new Date(Math.ceil((Date.now() + 10_000) / 60_000) * 60_000);
      const p = (n: number) => String(n).padStart(2, "0");
      return { value: `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`, at: d.getTime() };
    });
    await card.getByLabel("Schedule Date & Time").fill(value);
    await card.getByRole("button", { name: "Send Notification" }).click();
    await expectToast(page, "✅ Notification sent successfully");
    await page.getByPlaceholder("Filter notifications...").fill(m.username);
    // The filter goes to the server once typing pauses: the rows shown stay until it answers.
    await expect(page.getByTestId("admin-notification-row")).toHaveCount(1);
    await expect(page.getByTestId("admin-notification-row").locator("[data-status]")).toHaveText("Scheduled");

    // Before its time: a tick (enqueued, run by the server's workers) delivers nothing for it and the member does not see it.
    // The ticks send the mindset reminders of the hour to every member in it: a send to all.
    await bells("sends to all");
    const tick = () => request.post("/api/cron/tick", { headers: { Authorization: `Bearer ${cronSecret()}` } });
    expect((await tick()).status()).toBe(202);
    await expectCount(m.page, 0);
    expect(await (await m.request.get("/api/notifications")).json()).toEqual([]);

    // After its time, the next tick delivers it and the member's bell shows it.
    await page.waitForTimeout(Math.max(0, at - Date.now()) + 1500);
    const res = await tick();
    expect(res.status()).toBe(202);
    await expectCount(m.page, 1);
    await expect(await openBell(m.page)).toContainText("Scheduled for you");
    await page.reload();
    await page.getByRole("tab", { name: "Notifications" }).click();
    await page.getByPlaceholder("Filter notifications...").fill(m.username);
    await expect(page.getByTestId("admin-notification-row")).toHaveCount(1);
    await expect(page.getByTestId("admin-notification-row").locator("[data-status]")).toHaveText("Unread");
    await m.context.close();
  });

  test("bulk delete of two members removes them and their data, and their old cookies get 401", async ({ page, browser, playwright, baseURL }) => {
    const [a, b, keep] = await Promise.all([1, 2, 3].map(() => newMember(browser, playwright, baseURL!)));
    const admin = await adminApi(playwright, baseURL!);
    for (const m of [a, b, keep]) await admin.send(m.id, `Data of ${m.username}`);

    await page.goto("/admin");
    await expect(page.getByText("User Management")).toBeVisible();
    const recent = page.getByTestId("recent-registrations");
    await expect(recent.getByRole("row").filter({ hasText: a.username }).getByText(/^Today at \d{2}:\d{2}$/)).toHaveClass(/text-green/);
    // The search runs on the server; a selection stays while the search changes (docs/decisions.md "The recipient picker").
    await page.getByPlaceholder("Search users...").fill(a.username);
    await page.getByRole("checkbox", { name: `Select ${a.username}` }).check();
    await page.getByPlaceholder("Search users...").fill(b.username);
    await expect(page.getByTestId("user-row").filter({ hasText: a.username })).toHaveCount(0);
    await page.getByRole("checkbox", { name: `Select ${b.username}` }).check();
    await page.getByRole("button", { name: "Delete (2)" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByText("Delete 2 Users?")).toBeVisible();
    await expect(dialog).toContainText("permanently delete 2 users and all their data");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "✅ 2 users deleted successfully");
    await expect(page.getByTestId("user-row").filter({ hasText: a.username })).toHaveCount(0);
    await expect(page.getByTestId("user-row").filter({ hasText: b.username })).toHaveCount(0);
    await expect(page.getByTestId("user-row").filter({ hasText: keep.username })).toHaveCount(1);

    for (const m of [a, b]) {
      expect((await m.request.get("/api/notifications")).status()).toBe(401);
      expect((await m.request.get("/api/user")).status()).toBe(401);
    }
    expect((await keep.request.get("/api/notifications")).status()).toBe(200);
    const all = await (await admin.request.get("/api/admin/notifications?q=Data%20of&limit=100")).json();
    const titles = all.notifications.map((n: { title: string }) => n.title);
    expect(titles).toContain(`Data of ${keep.username}`);
    expect(titles).not.toContain(`Data of ${a.username}`);
    expect(titles).not.toContain(`Data of ${b.username}`);
    for (const m of [a, b, keep]) await m.context.close();
  });

  test("send to all with push: the card shows 'Delivering' to 'Delivered', every device gets one push and every bell one notification", async ({ page, browser, playwright, baseURL, bells }) => {
    test.setTimeout(120_000);
    await bells("sends to all");
    let receiver: PushReceiver | undefined;
    try {
      receiver = await startPushReceiver();
      // Earlier specs' subscriptions point at receivers that are closed now: they would keep this send
      // retrying for minutes.
      await sql(`DELETE FROM "PushSubscription"`);
      const members = [];
      for (let i = 0; i < 3; i++) {
        const request = await playwright.request.newContext({ baseURL });
        const creds = await apiRegister(request, baseURL!, "progress");
        const state = await apiSignIn(request, baseURL!, creds);
        // A slow push service: the progress is visible while the pushes go out.
        const sub = receiver.subscription({ delayMs: 1500 });
        expect((await request.post("/api/push/subscribe", { data: { endpoint: sub.endpoint, keys: sub.keys }, headers: { Origin: baseURL! } })).status()).toBeLessThan(300);
        members.push({ request, state, sub });
      }

      await page.goto("/admin");
      await page.getByRole("tab", { name: "Notifications" }).click();
      const card = page.locator("form");
      await card.getByLabel("All Users").check();
      await card.getByLabel("Title").fill("Progress news");
      await card.getByLabel("Message").fill("Once for each of you");
      await card.getByLabel("Send as push notification").check();
      await card.getByRole("button", { name: "Send Notification" }).click();
      await expectToast(page, "✅ Notification sent to all users");
      const progress = card.getByTestId("send-progress");
      await expect(progress).toHaveText(/^Delivering: \d+ of \d+$/);
      await expect(progress).toHaveText("Delivered: 3 of 3", { timeout: 60_000 });

      for (const m of members) {
        await receiver.waitFor(m.sub, 1, 10_000);
        const context = await browser.newContext({ storageState: m.state });
        const memberPage = await context.newPage();
        const mine = await (await m.request.get("/api/notifications")).json();
        expect(mine.filter((n: { title: string }) => n.title === "Progress news")).toHaveLength(1);
        const dropdown = await openBell(memberPage);
        await expect(dropdown.getByTestId("notification-item").filter({ hasText: "Progress news" })).toHaveCount(1);
        await context.close();
        await m.request.dispose();
      }
      await new Promise((r) => setTimeout(r, 1000));
      expect(members.map((m) => m.sub.received.length)).toEqual([1, 1, 1]);
      expect(members[0].sub.received[0].payload).toMatchObject({ title: "Progress news", body: "Once for each of you" });
    } finally {
      await receiver?.close();
    }
  });
});

test.describe("as a member", () => {
  test("an achievement notification is toasted after 3 s, then all are marked read", async ({ browser, playwright, baseURL }) => {
    const m = await newMember(browser, playwright, baseURL!);
    const admin = await adminApi(playwright, baseURL!);
    await admin.send(m.id, "A plain hello");
    await admin.send(m.id, "Badge Unlocked: First Goal", "You completed your first SMART goal.");
    await m.page.goto("/dashboard");
    await expect(count(m.page)).toHaveText("2");
    const shownAt = Date.now();
    const title = m.page.locator("[data-slot=toast-title]", { hasText: "Badge Unlocked: First Goal" });
    await expect(title).toHaveCount(0, { timeout: 2000 });
    await expect(title).toHaveText("🏆 Badge Unlocked: First Goal", { timeout: 8000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2000);
    await expect(count(m.page)).toHaveCount(0);
    const list = await (await m.request.get("/api/notifications")).json();
    expect(list.every((n: { isRead: boolean }) => n.isRead)).toBe(true);
    await m.context.close();
  });

  test("delete-all empties the list one by one", async ({ browser, playwright, baseURL }) => {
    const m = await newMember(browser, playwright, baseURL!);
    const admin = await adminApi(playwright, baseURL!);
    for (let i = 1; i <= 6; i++) await admin.send(m.id, `Note ${i}`);
    const dropdown = await openBell(m.page);
    await expect(dropdown.getByTestId("notification-item")).toHaveCount(6);
    // The progress toast stands for only ~200 ms between reports: record every text it shows
    // instead of hoping a poll lands inside that window.
    await m.page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __toastTexts: string[] }).__toastTexts = seen;
      new MutationObserver(() => {
        for (const el of document.querySelectorAll("[data-slot=toast-description]")) {
          const text = el.textContent ?? "";
          if (seen[seen.length - 1] !== text) seen.push(text);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await dropdown.getByRole("button", { name: "Delete all" }).click();
    const confirm = m.page.getByRole("alertdialog", { name: "Delete all notifications" });
    await expect(confirm).toContainText("Delete all 6 notifications?");
    await confirm.getByRole("button", { name: "Delete all" }).click();
    await expectToast(m.page, "✅ Notifications deleted", "Deleted 6 of 6 notifications");
    const texts = await m.page.evaluate(() => (window as unknown as { __toastTexts: string[] }).__toastTexts);
    expect(texts).toContain("5 of 6 deleted");
    expect(texts.indexOf("5 of 6 deleted")).toBeLessThan(texts.indexOf("Deleted 6 of 6 notifications"));
    await expect(dropdown.getByText("No notifications")).toBeVisible();
    expect(await (await m.request.get("/api/notifications")).json()).toEqual([]);
    await dropdown.getByRole("button", { name: "Delete all" }).click();
    await expectToast(m.page, "Notifications", "No notifications to delete");
    await m.context.close();
  });
});
