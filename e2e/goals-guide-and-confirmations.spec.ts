// docs/decisions.md "Delete all in the bell", "The SMART guide remembers being closed", "Deadlines": delete-all asks first; the SMART guide stays closed once closed (per
// member); a typed past deadline is refused in the editor.
import { expect, test } from "./support/fixtures";
import { apiPost, freshMember } from "./support/members";
import { dashboardReady, toast, waitForWrite } from "./support/ui";
import { screenshotPath } from "./support/screenshots";

test("the SMART guide is open for a new member and stays closed once closed", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await freshMember(page, baseURL!, "guide");
  const toggle = page.getByRole("button", { name: "How to write a SMART goal" });
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await page.reload();
  await dashboardReady(page);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  // Closed, the first goal slot is above the fold at 1280x800.
  const slot = (await page.getByTestId("goal-row-smart1").boundingBox())!;
  expect(slot.y + slot.height).toBeLessThanOrEqual(800);
  await page.screenshot({ path: screenshotPath("polish-5-guide-closed-desktop") });

  // Another member in the same browser (same local storage) still gets it open.
  await freshMember(page, baseURL!, "guide2");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
});

test("a typed deadline before today is refused with an inline message and not saved", async ({ page, baseURL }) => {
  await freshMember(page, baseURL!, "deadline");
  await page.getByLabel("SMART goal 1", { exact: true }).fill("Run 5 km");
  const created = waitForWrite(page, "POST", "/api/goals");
  await page.getByLabel("SMART goal 1", { exact: true }).press("Enter");
  const goal = await (await created).json();
  const row = page.getByTestId("goal-row-smart1");
  const picker = row.locator('input[type="date"]');
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  let patched = false;
  page.on("request", (r) => {
    if (r.method() === "PATCH" && r.url().includes(`/api/goals/${goal.id}`)) patched = true;
  });
  await picker.fill(yesterday);
  await expect(row.getByRole("alert")).toHaveText("The deadline can't be before today: pick today or a later date.");
  await expect(picker).toHaveAttribute("aria-invalid", "true");
  await page.waitForTimeout(3500); // past the 3 s save pause
  expect(patched).toBe(false);
  const stored = (await (await page.request.get("/api/goals")).json()) as { id: number; deadline: string }[];
  expect(stored.find((g) => g.id === goal.id)!.deadline).toBe(goal.deadline);
  await page.screenshot({ path: screenshotPath("polish-6-past-deadline-desktop") });
});

test("delete all notifications asks first, naming the count", async ({ page, baseURL, bells }) => {
  test.setTimeout(150_000); // two workers: it may wait for a send to all in the other (support/bell-lock.ts)
  await bells("counts");
  await freshMember(page, baseURL!, "delall");
  // Two notifications of the member's own: completing a goal earns badges, each with its notice.
  await apiPost(page, baseURL!, "/api/goals", { type: "smart1", title: "Done goal", isCompleted: true });
  const list = (await (await page.request.get("/api/notifications")).json()) as unknown[];
  expect(list.length).toBeGreaterThan(0);
  await page.reload();
  await dashboardReady(page);
  await page.getByTestId("notification-bell").click();
  const dropdown = page.getByTestId("notification-dropdown");
  await dropdown.getByRole("button", { name: "Delete all" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete all notifications" });
  await expect(confirm).toContainText(list.length === 1 ? "Delete your 1 notification?" : `Delete all ${list.length} notifications?`);
  await page.screenshot({ path: screenshotPath("polish-4-delete-all-confirm-desktop") });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  expect(((await (await page.request.get("/api/notifications")).json()) as unknown[]).length).toBe(list.length);
  await dropdown.getByRole("button", { name: "Delete all" }).click();
  await confirm.getByRole("button", { name: "Delete all" }).click();
  await expect(toast(page)).toContainText(`Deleted ${list.length} of ${list.length} notifications`, { timeout: 20_000 });
  expect(await (await page.request.get("/api/notifications")).json()).toEqual([]);
});

test("completing the first goal says what it earned in all; badge toasts do not repeat it", async ({ page, baseURL }) => {
  await freshMember(page, baseURL!, "earn");
  await page.getByLabel("SMART goal 1", { exact: true }).fill("Read one book");
  const created = waitForWrite(page, "POST", "/api/goals");
  await page.getByLabel("SMART goal 1", { exact: true }).press("Enter");
  await created;
  const done = waitForWrite(page, "PATCH", "/api/goals/");
  await page.getByTestId("goal-row-smart1").getByRole("checkbox").click();
  const awarded = ((await (await done).json()) as { pointsAwarded: number }).pointsAwarded;
  expect(awarded).toBeGreaterThan(25);
  // The popup closes itself after 3 s: read it in one go while it is open.
  const popup = page.getByTestId("celebration-popup");
  await expect(popup.getByTestId("celebration-detail")).toHaveText(
    new RegExp(`^\\+25 goal, \\+${awarded - 25} badges?: First Goal(, | and ).*Medal$`),
  );
  await expect(popup).toContainText(`+${awarded} Points`);
  await expect(popup).toContainText("SMART Goal Completed!");
  await page.screenshot({ path: screenshotPath("polish-3-celebration-breakdown-desktop") });
  await expect(popup).toBeHidden({ timeout: 10_000 }); // the celebration closes itself
  // The achievement toast would come 3 s after the notices arrive: no badge toast follows.
  const badgeToast = toast(page).filter({ hasText: "Badge Unlocked" });
  await page.waitForTimeout(4500);
  await expect(badgeToast).toHaveCount(0);
});
