// Dashboard sections 1 and 2 and /goals through the real UI (docs/product/journal-and-reset.md#smart-goals-and-the-main-goal).
import { expect, test } from "./support/fixtures";
import { COACH_TIPS } from "../prisma/coach-tips";
import { dashboardReady, toast } from "./support/ui";
import {
  apiPost,
  dismissCelebration,
  earnStarterBadges,
  expectPoints,
  freshMember,
  headerPoints,
  waitForWrite,
} from "./journal-support";

test("a SMART goal: typed, saved after a pause, edited, completed with +25, its slot freed, kept on /goals", async ({
  page,
  baseURL,
}) => {
  await freshMember(page, baseURL!);
  await earnStarterBadges(page, baseURL!, { firstGoal: true });
  const goal = page.getByLabel("SMART goal 1", { exact: true });
  const row = page.getByTestId("goal-row-smart1");
  await expect(row).toHaveAttribute("data-goal-id", "-1");

  // Typed, then a 3 s pause creates it (no blur, no Enter).
  const created = waitForWrite(page, "POST", "/api/goals");
  await goal.fill("Run 5 km without stopping");
  const started = Date.now();
  await created;
  expect(Date.now() - started).toBeGreaterThanOrEqual(2500);
  await expect(row).not.toHaveAttribute("data-goal-id", "-1");
  await expect(row.getByTestId("deadline-label")).toHaveText(/^Due in \d+ days$/);
  await expect(row.getByText("Added: Today")).toBeVisible();

  await page.reload();
  // The value is in the server's HTML: wait for hydration before typing, or the edit is dropped.
  await dashboardReady(page);
  await expect(goal).toHaveValue("Run 5 km without stopping");

  // Edited with Enter.
  const patched = waitForWrite(page, "PATCH", "/api/goals/");
  await goal.fill("Run 10 km without stopping");
  await goal.press("Enter");
  await patched;
  await page.reload();
  await dashboardReady(page);
  await expect(goal).toHaveValue("Run 10 km without stopping");

  // Completed: celebration with +25, header points +25, and 3 s later the slot is free.
  const before = await headerPoints(page);
  await row.getByRole("checkbox").click();
  const popup = page.getByTestId("celebration-popup");
  await expect(popup).toBeVisible();
  await expect(popup).toContainText("+25 Points");
  await expect(row).toHaveAttribute("data-completed", "true");
  await expectPoints(page, before + 25);
  await expect(goal).toHaveValue("", { timeout: 8_000 });
  await expect(row).toHaveAttribute("data-goal-id", "-1");
  await expect(toast(page)).toContainText("New Goal Slot Available");

  await page.goto("/goals");
  const completed = page.getByRole("list", { name: "Completed goals" });
  await expect(completed.getByText("Run 10 km without stopping")).toBeVisible();
  await expect(page.getByLabel("SMART goal 1", { exact: true })).toHaveValue("");
});

test("a deadline in the past shows 'Overdue by' in red", async ({ page, baseURL }) => {
  await freshMember(page, baseURL!);
  await apiPost(page, baseURL!, "/api/goals", {
    type: "smart2",
    title: "File the taxes",
    // An hour more than three days past (the label's clock is the minute's start, and whole days count).
    deadline: new Date(Date.now() - 3 * 86_400_000 - 3_600_000).toISOString(),
  });
  await page.reload();
  const label = page.getByTestId("goal-row-smart2").getByTestId("deadline-label");
  await expect(label).toHaveText(/^Overdue by 3 days$/);
  await expect(label).toHaveClass(/text-red-600/);
  await expect(page.getByTestId("goal-row-smart2").getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
});

test("the main goal and a blank slot's checkbox", async ({ page, baseURL }) => {
  await freshMember(page, baseURL!);
  await page.getByTestId("goal-row-smart3").getByRole("checkbox").click();
  await expect(page.getByTestId("celebration-popup")).toBeHidden();
  await expect(page.getByTestId("goal-row-smart3")).toHaveAttribute("data-completed", "false");

  const created = waitForWrite(page, "POST", "/api/goals");
  await page.getByLabel("Main goal", { exact: true }).fill("Become a certified coach");
  await page.getByLabel("Main goal", { exact: true }).blur();
  await created;
  await page.reload();
  await expect(page.getByLabel("Main goal", { exact: true })).toHaveValue("Become a certified coach");
});

test("tasks: checking a new task creates it completed; uncheck and recheck award once", async ({ page, baseURL }) => {
  await freshMember(page, baseURL!);
  await earnStarterBadges(page, baseURL!);
  const start = await headerPoints(page);
  const row = page.getByTestId("task-row-task1");
  await expect(row.getByText("+10 Points")).toBeVisible();
  await page.getByLabel("Task 1", { exact: true }).fill("Finish the report draft");
  const created = waitForWrite(page, "POST", "/api/goals");
  await row.getByRole("checkbox").click();
  await created;
  await expect(row).toHaveAttribute("data-completed", "true");
  await expectPoints(page, start + 10);

  const unchecked = waitForWrite(page, "PATCH", "/api/goals/");
  await row.getByRole("checkbox").click();
  await unchecked;
  await expect(row).toHaveAttribute("data-completed", "false");
  const rechecked = waitForWrite(page, "PATCH", "/api/goals/");
  await row.getByRole("checkbox").click();
  await rechecked;
  await expect(row).toHaveAttribute("data-completed", "true");
  await page.reload();
  await dashboardReady(page);
  await expect(row).toHaveAttribute("data-completed", "true");
  await expect(row.getByText("Added: Today")).toBeVisible();
  await expectPoints(page, start + 10);

  // A second task is saved on Enter.
  const second = waitForWrite(page, "POST", "/api/goals");
  await page.getByLabel("Task 2", { exact: true }).fill("Call the dentist");
  await page.getByLabel("Task 2", { exact: true }).press("Enter");
  await second;
  await dismissCelebration(page);
});

test("the first HTML already holds the member's goals, tasks and journal; nothing is fetched again on load", async ({
  page,
  baseURL,
}) => {
  await freshMember(page, baseURL!);
  await apiPost(page, baseURL!, "/api/goals", { type: "smart1", title: "Prefetched SMART goal" });
  await apiPost(page, baseURL!, "/api/goals", { type: "task2", title: "Prefetched task" });
  await apiPost(page, baseURL!, "/api/learnings", { type: "accomplished", content: "Prefetched win" });
  await apiPost(page, baseURL!, "/api/notes", { content: "Prefetched note" });

  const html = await (await page.request.get("/dashboard")).text();
  for (const text of ["Prefetched SMART goal", "Prefetched task", "Prefetched win", "Prefetched note"]) {
    expect(html, text).toContain(text);
  }

  const reads: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (req.method() === "GET" && url.pathname.startsWith("/api/")) reads.push(url.pathname);
  });
  await page.goto("/dashboard");
  await expect(page.getByLabel("SMART goal 1", { exact: true })).toHaveValue("Prefetched SMART goal");
  await page.waitForLoadState("networkidle");
  const journalReads = reads.filter((p) => /^\/api\/(goals|behavior|learnings|mindset|notes)/.test(p));
  expect(journalReads).toEqual([]);
});

test("the first coach tip comes with the page, the others are read once the page is idle", async ({ page, baseURL }) => {
  await freshMember(page, baseURL!);
  const html = await (await page.request.get("/dashboard")).text();
  expect(html).toContain(COACH_TIPS[0]);
  expect(html).not.toContain(COACH_TIPS[1]);

  const tipReads: number[] = [];
  let loadedAt = 0;
  page.on("request", (req) => new URL(req.url()).pathname === "/api/coach-tips" && tipReads.push(Date.now()));
  page.on("load", () => (loadedAt = Date.now()));
  await page.goto("/dashboard");
  await expect(page.getByTestId("coach-tip")).toHaveText(COACH_TIPS[0]);
  await expect.poll(() => tipReads.length).toBe(1);
  expect(tipReads[0]).toBeGreaterThanOrEqual(loadedAt);
  await expect(page.getByTestId("coach-tip")).toHaveText(COACH_TIPS[0]);
});
