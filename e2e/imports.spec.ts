// Profile > Your data > Import your history (docs/product/imports.md): each kind of file the
// project writes as a sample (tests/fixtures/imports: Loop's Checkmarks.csv, Reach's own export,
// Habitica's User Data, Day One's Journal.json) is read by the queue, previewed per day with what
// is skipped and why, then imported onto its days (seen on /calendar), with no points or streak.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { freshMember, sql } from "./support/members";
import { SCREENS, screenshotPath, showScreen } from "./support/screenshots";

const points = async (username: string) =>
  (await sql<{ xpPoints: number }>(`SELECT "xpPoints" FROM "User" WHERE "usernameKey" = lower($1)`, [username]))[0].xpPoints;

/** Opens Profile, picks the app (its file hint shows), chooses the sample file and reads it; answers the card. */
async function readSample(page: Page, kind: string, hint: string, fixture: string, name: string, mimeType: string): Promise<Locator> {
  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Import your history" });
  // The card's HTML comes with the page and its code after it (docs/decisions.md "Buttons wait for
  // hydration"): choose the app and the file again until the live form holds both, its hint shown
  // and "Read the file" enabled. Reach's own export is the card's first choice, so its hint alone
  // proves nothing: the button does.
  const read = card.getByRole("button", { name: "Read the file" });
  const buffer = readFileSync(path.join(process.cwd(), "tests/fixtures/imports", fixture));
  await expect(async () => {
    await card.getByLabel("From", { exact: true }).selectOption(kind, { timeout: 2000 });
    await card.getByLabel("File", { exact: true }).setInputFiles({ name, mimeType, buffer }, { timeout: 2000 });
    await expect(card.getByText(hint)).toBeVisible({ timeout: 1000 });
    await expect(read).toBeEnabled({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await read.click();
  return card;
}

/** Opens a November 2026 day of /calendar (the samples' month) and answers its read-only pages; a second day on the same visit (one page load less). */
async function calendarDay(page: Page, day: number): Promise<Locator> {
  if (new URL(page.url()).pathname !== "/calendar") await page.goto("/calendar");
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  while (!(await page.getByText("November 2026").isVisible())) await page.getByRole("button", { name: /previous month/i }).click();
  const label = new Date(Date.UTC(2026, 10, day, 12)).toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
  const button = page.getByRole("button", { name: new RegExp(`^${label}`) });
  await button.focus();
  await page.keyboard.press("Enter");
  return page.getByRole("region", { name: new RegExp(`Nov ${day}, 2026`) });
}

test("import a Loop Habit Tracker export after its preview", async ({ page, baseURL }) => {
  const username = await freshMember(page, baseURL!, "imp");
  const pointsBefore = await points(username);
  const card = await readSample(page, "loop", "Choose Checkmarks.csv from Loop's export (up to 50 MB).", "loop-checkmarks.csv", "Checkmarks.csv", "text/csv");

  const preview = card.getByTestId("import-preview");
  await expect(preview).toContainText("Will add: 4 tasks, from Checkmarks.csv. No points, badges or streak are given for past days.");
  const days = preview.getByRole("table", { name: "What will be added, per day" });
  await expect(days.getByRole("row")).toHaveCount(4);
  await expect(days.getByRole("row", { name: /2026-11-04/ })).toContainText("1 task");
  await expect(card.getByTestId("import-skipped")).toContainText("Marked by Loop's schedule, not checked by you: 1");
  await expect(card.getByTestId("import-skipped")).toContainText("Skipped in Loop: 1");
  // The preview as a member sees it: every size and theme, axe clean, nothing scrolling sideways.
  for (const screen of SCREENS) {
    await showScreen(page, screen);
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await card.screenshot({ path: screenshotPath(`profile-import-preview-${screen.name}`) });
    await expectNoSeriousA11yViolations(page);
  }

  await card.getByRole("button", { name: "Import", exact: true }).click();
  await expect(card.getByText("Imported 4 rows from Checkmarks.csv.")).toBeVisible();
  const rows = await sql<{ date: string; title: string; done: boolean }>(
    `SELECT p."date"::text AS date, g.title, g."isCompleted" AS done FROM "Goal" g JOIN "JournalPage" p ON p.id = g."pageId"
     JOIN "User" u ON u.id = g."userId" WHERE u."usernameKey" = lower($1) AND p."date" < '2026-11-10' ORDER BY p."date", g.type`,
    [username],
  );
  expect(rows).toEqual([
    { date: "2026-11-03", title: "Run 5 km", done: true },
    { date: "2026-11-03", title: "Floss", done: true },
    { date: "2026-11-04", title: "Meditate", done: true },
    { date: "2026-11-05", title: "Meditate", done: true },
  ]);
  expect(await points(username)).toBe(pointsBefore);
});

test("import Reach's own export from another server after its preview", async ({ page, baseURL }) => {
  const username = await freshMember(page, baseURL!, "impr");
  const before = await points(username);
  const card = await readSample(page, "reach", "Choose the JSON file of Download my data (up to 50 MB).", "reach-export.json", "reach-export.json", "application/json");
  const preview = card.getByTestId("import-preview");
  await expect(preview).toContainText("Will add: 3 tasks, 1 learned item, 1 accomplished item, 1 note, from reach-export.json.");
  const days = preview.getByRole("table", { name: "What will be added, per day" });
  await expect(days.getByRole("row", { name: /2026-11-02/ })).toContainText("2 tasks, 1 learned item, 1 note");
  await expect(days.getByRole("row", { name: /2026-11-03/ })).toContainText("1 task, 1 accomplished item");
  const skipped = card.getByTestId("import-skipped");
  await expect(skipped).toContainText('SMART and main goals are not history: set them again in Goals: 1 (e.g. 2026-10-01 "Run a 10 km race")');
  await expect(skipped).toContainText("Mindset exercises are not imported (they count toward badges): 1");
  await expect(skipped).toContainText("The behavior tracker is not imported: 1");

  await card.getByRole("button", { name: "Import", exact: true }).click();
  await expect(card.getByText("Imported 6 rows from reach-export.json.")).toBeVisible();
  const second = await calendarDay(page, 2);
  await expect(second).toContainText("Stretch for ten minutes (done)");
  await expect(second).toContainText("Read a chapter (not done)");
  await expect(second).toContainText("Warm up before speed work");
  await expect(second).toContainText("Legs heavy, mood good.");
  const third = await calendarDay(page, 3);
  await expect(third).toContainText("Call the coach (done)");
  await expect(third).toContainText("First 5 km without stopping");
  expect(await points(username)).toBe(before);
});

test("import Habitica's data export after its preview", async ({ page, baseURL }) => {
  const username = await freshMember(page, baseURL!, "imph");
  const before = await points(username);
  const card = await readSample(page, "habitica", "Choose the User Data JSON of Habitica's Data Export (up to 50 MB).", "habitica-user.json", "habitica-user-data.json", "application/json");
  const preview = card.getByTestId("import-preview");
  await expect(preview).toContainText("Will add: 4 tasks, from habitica-user-data.json.");
  const days = preview.getByRole("table", { name: "What will be added, per day" });
  await expect(days.getByRole("row", { name: /2026-11-03/ })).toContainText("2 tasks");
  await expect(days.getByRole("row", { name: /2026-11-01/ })).toContainText("1 task");
  const skipped = card.getByTestId("import-skipped");
  await expect(skipped).toContainText('An open to-do is not history: 1 (e.g. 2026-11-01 "Fix the bike")');
  await expect(skipped).toContainText('Habitica habits are counters without days: 1 (e.g. 2026-10-01 "Drink water")');

  await card.getByRole("button", { name: "Import", exact: true }).click();
  await expect(card.getByText("Imported 4 rows from habitica-user-data.json.")).toBeVisible();
  const third = await calendarDay(page, 3);
  await expect(third).toContainText("Morning routine: Make bed, Stretch (done)");
  await expect(third).toContainText("Book the dentist (done)");
  await expect(await calendarDay(page, 2)).toContainText("Practise scales (done)");
  expect(await points(username)).toBe(before);
});

test("import Day One's journal after its preview", async ({ page, baseURL }) => {
  const username = await freshMember(page, baseURL!, "impd");
  const before = await points(username);
  const card = await readSample(page, "dayone", "Choose Journal.json from Day One's JSON export (up to 50 MB).", "dayone-journal.json", "Journal.json", "application/json");
  const preview = card.getByTestId("import-preview");
  await expect(preview).toContainText("Will add: 3 notes, from Journal.json.");
  const days = preview.getByRole("table", { name: "What will be added, per day" });
  await expect(days.getByRole("row", { name: /2026-11-03/ })).toContainText("2 notes");
  await expect(days.getByRole("row", { name: /2026-11-02/ })).toContainText("1 note");
  await expect(card.getByTestId("import-skipped")).toContainText("It has no text: 1 (e.g. 2026-11-04)");

  await card.getByRole("button", { name: "Import", exact: true }).click();
  await expect(card.getByText("Imported 3 rows from Journal.json.")).toBeVisible();
  // Each entry on its day in its own time zone: the Tokyo entry written at 23:30 UTC on the 2nd is the 3rd's.
  await expect(await calendarDay(page, 2)).toContainText("Late dinner with Sam.");
  const third = await calendarDay(page, 3);
  await expect(third).toContainText("Early flight tomorrow.");
  await expect(third).toContainText("Second entry of the day.");
  expect(await points(username)).toBe(before);
});
