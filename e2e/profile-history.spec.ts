// docs/decisions.md "Profile, calendar, stats and export": /calendar (month navigation, a past day's read-only pages, the heatmap and streaks),
// /stats with a seeded history (ranges, counts next to rates, charts and the table view), and
// "Download my data" giving a file that parses.
import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import { expect, test } from "./support/fixtures";
import { apiPost, freshMember } from "./support/members";
import { seedMemberHistory } from "./support/progress-history";

const utcDate = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const monthName = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

test("calendar: month navigation and a past day's pages", async ({ page, baseURL }) => {
  const username = await freshMember(page, baseURL!, "cal");
  await seedMemberHistory(username, 60);
  await apiPost(page, baseURL!, "/api/notes", { content: "Today's own note" });
  await page.goto("/calendar");
  await expect(page.getByRole("heading", { name: "Calendar", level: 1 })).toBeVisible();
  // The calendar is rendered on the server: wait until React owns it before clicking.
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await expect(page.getByText("Best streak")).toBeVisible();
  await expect(page.getByText("Current streak")).toBeVisible();

  // Today is open at first, with today's note.
  await expect(page.getByRole("region", { name: /^\w{3} \d+, \d{4}/ })).toContainText("Today's own note");

  // Back one month, then forward again.
  const today = utcDate(0);
  const lastMonth = new Date(`${today.slice(0, 7)}-01T12:00:00Z`);
  lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
  await page.getByRole("button", { name: /previous month/i }).click();
  await expect(page.getByText(monthName(lastMonth.toISOString().slice(0, 10)))).toBeVisible();
  await page.getByRole("button", { name: /next month/i }).click();
  await expect(page.getByText(monthName(today))).toBeVisible();

  // A past seeded day: its day button says what was done, and its page shows read-only.
  const past = utcDate(40);
  const pastMonth = new Date(`${past}T12:00:00Z`);
  while (!(await page.getByText(monthName(past)).isVisible())) await page.getByRole("button", { name: /previous month/i }).click();
  const label = new Date(`${past}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
  const day = page.getByRole("button", { name: new RegExp(`^${label}: .*journal written`) });
  await day.focus();
  await page.keyboard.press("Enter");
  const pages = page.getByRole("region", { name: new RegExp(pastMonth.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" })) });
  await expect(pages).toContainText(`Seeded note of ${past}`);
  await expect(pages).toContainText("Seeded task1");
  await expect(pages.getByRole("textbox")).toHaveCount(0);
});

test("stats with a seeded history, and the data export", async ({ page, baseURL }) => {
  const username = await freshMember(page, baseURL!, "stat");
  await seedMemberHistory(username, 60);
  await page.goto("/stats");
  await expect(page.getByRole("heading", { name: "Stats", level: 1 })).toBeVisible();
  await expect(page.getByTestId("stats-range-dates")).toContainText("(30 days)");
  await expect(page.getByText(/^\d+ of 30 days$/).first()).toBeVisible();
  await expect(page.getByText("Points over time")).toBeVisible();
  // The first chart draws when its figure comes near the screen (docs/decisions.md "/stats charts draw when seen").
  await page.locator("[data-chart]").first().scrollIntoViewIfNeeded();
  await expect(page.locator(".recharts-surface").first()).toBeVisible();

  await page.getByRole("tab", { name: "Week" }).click();
  await expect(page.getByTestId("stats-range-dates")).toContainText("(7 days)");
  await page.getByRole("tab", { name: "All time" }).click();
  await expect(page.getByTestId("stats-range-dates")).toContainText("(61 days)");
  await expect(page.getByText("Best streak")).toBeVisible();

  await page.getByRole("button", { name: "Show as table" }).click();
  const table = page.getByRole("table", { name: "Day by day" });
  await expect(table.getByRole("row")).toHaveCount(62);
  await expect(page.getByRole("table", { name: "Completion rates" })).toContainText(/of 61 days/);

  // Download my data: JSON and the CSV zip.
  await page.goto("/profile");
  const [json] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download my data (JSON)" }).click()]);
  const data = JSON.parse(await readFile((await json.path())!, "utf8"));
  expect(data).toMatchObject({ format: "reach-export", username });
  expect(data.tables.JournalPage.length).toBeGreaterThanOrEqual(60);
  expect(JSON.stringify(data)).not.toContain("passwordHash");
  const [csv] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download as CSV (zip)" }).click()]);
  const files = unzipSync(new Uint8Array(await readFile((await csv.path())!)));
  expect(strFromU8(files["profile.csv"])).toContain(username);
  expect(Object.keys(files)).toEqual(expect.arrayContaining(["README.txt", "JournalPage.csv", "Goal.csv"]));
});
