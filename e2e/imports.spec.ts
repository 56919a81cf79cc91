// Profile > Your data > Import your history (docs/product/imports.md): a Loop Habit Tracker
// Checkmarks.csv is read by the queue, previewed per day with what is skipped and why, then
// imported as completed tasks on their days, with no points or streak for those days.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./support/fixtures";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { freshMember, sql } from "./support/members";
import { SCREENS, screenshotPath, showScreen } from "./support/screenshots";

test("import a Loop Habit Tracker export after its preview", async ({ page, baseURL }) => {
  const username = await freshMember(page, baseURL!, "imp");
  const [{ xpPoints: pointsBefore }] = await sql<{ xpPoints: number }>(`SELECT "xpPoints" FROM "User" WHERE "usernameKey" = lower($1)`, [username]);
  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Import your history" });
  // The card loads after the page; choose again until the choice holds.
  await expect(async () => {
    await card.getByLabel("From", { exact: true }).selectOption("loop");
    await expect(card.getByText("Choose Checkmarks.csv from Loop's export (up to 50 MB).")).toBeVisible({ timeout: 1000 });
  }).toPass();
  await card.getByLabel("File", { exact: true }).setInputFiles({
    name: "Checkmarks.csv",
    mimeType: "text/csv",
    buffer: readFileSync(path.join(process.cwd(), "tests/fixtures/imports/loop-checkmarks.csv")),
  });
  await card.getByRole("button", { name: "Read the file" }).click();

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
  const [{ xpPoints }] = await sql<{ xpPoints: number }>(`SELECT "xpPoints" FROM "User" WHERE "usernameKey" = lower($1)`, [username]);
  expect(xpPoints).toBe(pointsBefore);
});
