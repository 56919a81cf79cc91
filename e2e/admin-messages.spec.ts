// docs/decisions.md "The kind filter" through the real UI: the Message Center shows one page at a time newest first
// with the server's count, turns pages with the cursor, filters by kind (sent by admins / badges /
// reminders) and by text on the server, and Delete all takes the filter's notifications one by one
// after a confirmation naming the server's count. Screens at 1280 and 375, light and dark, with axe.
import pg from "pg";
import type { Page, Request } from "@playwright/test";
import { apiRegister, expect, test } from "./support/fixtures";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { e2eDatabaseUrl } from "./support/database";
import { SCREENS, showScreen, screenshotPath } from "./support/screenshots";
import { expectToast } from "./support/ui";

test.use({ role: "admin" });

const rows = (page: Page) => page.getByTestId("admin-notification-row");
const center = (page: Page) => page.locator("[data-slot=card]").filter({ hasText: "Notification Message Center" });
const kindButton = (page: Page, name: string) => page.getByRole("group", { name: "Kind" }).getByRole("button", { name, exact: true });

/** A member with 23 admin messages, 3 badge notices and 2 reminders, newest last, one ms apart. */
async function memberWithNotices(baseURL: string, request: Parameters<typeof apiRegister>[0]) {
  const { username } = await apiRegister(request, baseURL, "msg");
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    const { rows: found } = await client.query<{ id: number }>(`SELECT "id" FROM "User" WHERE "usernameKey" = lower($1)`, [username]);
    const keys = [
      ...Array.from({ length: 23 }, (_, i) => [`Admin note ${i + 1}`, null]),
      ["Badge Unlocked: First Goal", "badge:first-goal"],
      ["Badge Unlocked: Bronze Medal", "badge:xp-5"],
      ["Badge Unlocked: Silver Medal", "badge:xp-10"],
      ["Mindset Reminder", "mindset-reminder:2026-01-01:9"],
      ["Mindset Reminder", "mindset-reminder:2026-01-01:13"],
    ];
    const start = Date.now() - 60_000;
    for (const [i, [title, key]] of keys.entries()) {
      await client.query(`INSERT INTO "Notification" ("userId", "title", "message", "dedupeKey", "dateCreated") VALUES ($1, $2, $3, $4, $5)`, [
        found[0].id, title, `${title} message`, key, new Date(start + i),
      ]);
    }
  } finally {
    await client.end();
  }
  return username;
}

async function openCenter(page: Page, username: string) {
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Notifications" }).click();
  // Waits for the server's filtered read: on a fresh database the unfiltered list may already
  // show the same 28 notices, so the count alone does not prove the filter ran.
  const filtered = page.waitForRequest((r) => {
    const url = new URL(r.url());
    return url.pathname === "/api/admin/notifications" && url.searchParams.get("q") === username;
  });
  await page.getByPlaceholder("Filter notifications...").fill(username);
  await filtered;
  await expect(center(page).getByText("28 notifications")).toBeVisible();
}

test("the Message Center pages newest first, filters by kind and text on the server, and deletes all of a kind", async ({ page, baseURL, playwright, bells }) => {
  test.setTimeout(180_000); // two workers: it may wait for a send to all in the other (support/bell-lock.ts)
  await bells("counts");
  const request = await playwright.request.newContext({ baseURL });
  const username = await memberWithNotices(baseURL!, request);
  await request.dispose();
  const reads: URL[] = [];
  page.on("request", (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname === "/api/admin/notifications") reads.push(url);
  });

  await openCenter(page, username);
  await expect(rows(page)).toHaveCount(20);
  await expect(rows(page).first()).toContainText("Mindset Reminder");
  await expect(rows(page).nth(5)).toContainText("Admin note 23");
  expect(reads.some((url) => url.searchParams.get("q") === username)).toBe(true);
  await center(page).getByRole("button", { name: /Next/ }).click();
  await expect(rows(page)).toHaveCount(8);
  await expect(rows(page).last()).toContainText("Admin note 1");
  expect(reads.at(-1)!.searchParams.get("cursor")).toMatch(/^\d+\.\d+$/);
  await expect(center(page).getByText("Page 2")).toBeVisible();
  await center(page).getByRole("button", { name: /Previous/ }).click();
  await expect(rows(page).first()).toContainText("Mindset Reminder");

  await kindButton(page, "Badges").click();
  await expect(kindButton(page, "Badges")).toHaveAttribute("aria-pressed", "true");
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page)).toContainText(["Silver Medal", "Bronze Medal", "First Goal"]);
  await expect(center(page).getByText("3 notifications")).toBeVisible();
  expect(reads.at(-1)!.searchParams.get("kind")).toBe("badges");
  await kindButton(page, "Sent by admins").click();
  await expect(center(page).getByText("23 notifications")).toBeVisible();
  await expect(rows(page)).toHaveCount(20);
  await expect(rows(page).first()).toContainText("Admin note 23");

  await kindButton(page, "Reminders").click();
  await expect(rows(page)).toHaveCount(2);
  await center(page).getByRole("button", { name: "Delete all" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete all notifications" });
  await expect(confirm).toContainText("Delete all 2 notifications this filter shows? This cannot be undone.");
  await confirm.getByRole("button", { name: "Delete all" }).click();
  await expectToast(page, "✅ Notifications deleted", "Deleted 2 of 2 notifications");
  await expect(center(page).getByText("No notifications found")).toBeVisible();
  const left = await (await page.request.get(`/api/admin/notifications?q=${username}&limit=100`)).json();
  expect(left.total).toBe(26);
  expect(left.notifications.some((n: { title: string }) => n.title === "Mindset Reminder")).toBe(false);
});

test("Message Center screens at 1280x800 and 375x667, light and dark, pass axe", async ({ page, baseURL, playwright, bells }) => {
  test.setTimeout(180_000); // two workers: it may wait for a send to all in the other (support/bell-lock.ts)
  await bells("counts");
  const request = await playwright.request.newContext({ baseURL });
  const username = await memberWithNotices(baseURL!, request);
  await request.dispose();
  await openCenter(page, username);
  for (const screen of SCREENS) {
    await showScreen(page, screen, { reducedMotion: true });
    await kindButton(page, "All").click();
    await expect(rows(page)).toHaveCount(20);
    // axe with the page at its top: scrolled, the header's translucent bar lays its clock over
    // whatever passes under it (reported in the issue note; the shell is not this issue's).
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSeriousA11yViolations(page);
    // The card's top under the header, as the admin sees it (the fixed bars stay where they are).
    await center(page).evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));
    await page.screenshot({ path: screenshotPath(`admin-messages-${screen.name}`) });
    await kindButton(page, "Badges").click();
    await expect(rows(page)).toHaveCount(3);
    await center(page).getByRole("button", { name: "Delete all" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete all notifications" });
    await expect(confirm).toContainText("Delete all 3 notifications this filter shows?");
    await expect(confirm).toHaveCSS("opacity", "1"); // its fade-in has ended
    await page.screenshot({ path: screenshotPath(`admin-messages-delete-all-${screen.name}`) });
    await expectNoSeriousA11yViolations(page, { include: "[role=alertdialog]" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toHaveCount(0);
  }
});
