// Dashboard sections 3-6 and the journal reset through the real UI (docs/product/journal-and-reset.md#the-dashboard, #the-reset-dialog).
import { expect, test } from "./support/fixtures";
import { closeDailySummary, dashboardReady, expectToast } from "./support/ui";
import { dismissCelebration, freshMember, makeItANewDay, section, waitForWrite } from "./journal-support";

test("behavior autosave survives a reload", async ({ page, baseURL }) => {
  await freshMember(page, baseURL!);
  const behavior = section(page, "Behavior Tracker");
  await behavior.getByLabel("Continue Doing").fill("Morning walks");
  await behavior.getByLabel("Stop Doing").fill("Doomscrolling at night");
  await expect(behavior.getByRole("status")).toHaveText("Saved");
  await page.reload();
  await expect(behavior.getByLabel("Continue Doing")).toHaveValue("Morning walks");
  await expect(behavior.getByLabel("Stop Doing")).toHaveValue("Doomscrolling at night");
});

test("learned and accomplished: add on Enter and blur, edit, Escape, delete", async ({ page, baseURL }) => {
  await freshMember(page, baseURL!);
  const learned = section(page, "Things I Learned Today");
  const add = learned.getByLabel("Add to Things I Learned Today");
  const list = learned.getByRole("list", { name: "Things I Learned Today" });

  let saved = waitForWrite(page, "POST", "/api/learnings");
  await add.fill("Spaced repetition beats cramming");
  await add.press("Enter");
  await saved;
  await expect(list.getByText("Spaced repetition beats cramming")).toBeVisible();
  await expect(add).toHaveValue("");

  saved = waitForWrite(page, "POST", "/api/learnings");
  await add.fill("Blur adds too");
  await add.blur();
  await saved;
  await expect(list.getByRole("listitem")).toHaveCount(2);

  await add.fill("   ");
  await add.press("Enter");
  await expect(list.getByRole("listitem")).toHaveCount(2);

  // Edit with Enter.
  const put = waitForWrite(page, "PUT", "/api/learnings/");
  await list.getByRole("button", { name: 'Edit "Blur adds too"' }).click();
  await learned.getByLabel("Edit learning").fill("Blur adds entries too");
  await learned.getByLabel("Edit learning").press("Enter");
  await put;
  await expect(list.getByText("Blur adds entries too")).toBeVisible();

  // Escape cancels.
  await list.getByRole("button", { name: 'Edit "Blur adds entries too"' }).click();
  await learned.getByLabel("Edit learning").fill("Never saved");
  await learned.getByLabel("Edit learning").press("Escape");
  await expect(list.getByText("Blur adds entries too")).toBeVisible();

  // Delete.
  const deleted = waitForWrite(page, "DELETE", "/api/learnings/");
  await list.getByRole("button", { name: 'Delete "Spaced repetition beats cramming"' }).click();
  await deleted;
  await page.reload();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByText("Blur adds entries too")).toBeVisible();

  const accomplished = section(page, "Things I Accomplished Today");
  await dashboardReady(page); // after the reload: text typed before hydration is dropped
  saved = waitForWrite(page, "POST", "/api/learnings");
  await accomplished.getByLabel("Add to Things I Accomplished Today").fill("Shipped the release");
  await accomplished.getByLabel("Add to Things I Accomplished Today").press("Enter");
  await saved;
  await page.reload();
  await expect(accomplished.getByRole("list", { name: "Things I Accomplished Today" }).getByText("Shipped the release")).toBeVisible();
});

test("mindset: each exercise celebrates, all three give the toast; notes autosave", async ({ page, baseURL }) => {
  await freshMember(page, baseURL!);
  const mindset = section(page, "Daily Mindset Exercises");
  await mindset.getByLabel("Visualization", { exact: true }).fill("Crossing the finish line");
  for (const name of ["Visualization", "Self-Talk", "Focus"]) {
    await mindset.getByRole("checkbox", { name: `${name} completed` }).click();
    await expect(page.getByTestId("celebration-popup")).toContainText(`${name} Complete!`);
    await dismissCelebration(page);
  }
  await expectToast(page, "🏆 Mindset Exercises Completed");
  await expect(mindset).toContainText("3 of 3 done today");

  const notes = section(page, "Notes");
  await notes.getByLabel("Notes").fill("Buy running shoes");
  await expect(notes.getByRole("status")).toHaveText("Saved");
  await page.reload();
  await expect(notes.getByLabel("Notes")).toHaveValue("Buy running shoes");
  await expect(mindset.getByLabel("Visualization", { exact: true })).toHaveValue("Crossing the finish line");
  await expect(mindset.getByRole("checkbox", { name: "Focus completed" })).toBeChecked();
});

/** Writes something in every daily section and a SMART goal. */
async function fillTheDay(page: import("@playwright/test").Page) {
  let write = waitForWrite(page, "POST", "/api/goals");
  await page.getByLabel("SMART goal 1", { exact: true }).fill("Write a book");
  await page.getByLabel("SMART goal 1", { exact: true }).press("Enter");
  await write;
  write = waitForWrite(page, "POST", "/api/goals");
  await page.getByLabel("Task 1", { exact: true }).fill("Outline chapter one");
  await page.getByLabel("Task 1", { exact: true }).press("Enter");
  await write;
  write = waitForWrite(page, "POST", "/api/learnings");
  await page.getByLabel("Add to Things I Learned Today").fill("Outlines save time");
  await page.getByLabel("Add to Things I Learned Today").press("Enter");
  await write;
  await section(page, "Notes").getByLabel("Notes").fill("Chapter ideas");
  await expect(section(page, "Notes").getByRole("status")).toHaveText("Saved");
}

async function expectFreshDay(page: import("@playwright/test").Page) {
  await expect(page.getByLabel("SMART goal 1", { exact: true })).toHaveValue("Write a book");
  await expect(page.getByLabel("Task 1", { exact: true })).toHaveValue("");
  await expect(page.getByRole("list", { name: "Things I Learned Today" })).toHaveCount(0);
  await expect(section(page, "Notes").getByLabel("Notes")).toHaveValue("");
}

test("manual reset from the header keeps SMART goals and empties the daily sections", async ({ page, baseURL }) => {
  await freshMember(page, baseURL!);
  await fillTheDay(page);
  await page.getByRole("button", { name: "Reset Journal" }).click();
  const dialog = page.getByTestId("reset-dialog");
  await expect(dialog).toHaveAttribute("data-phase", "open");
  await dialog.getByRole("button", { name: "Reset Journal" }).click();
  await expect(dialog).toHaveAttribute("data-phase", "success");
  await expectToast(
    page,
    "Journal Reset Complete",
    "Your journal has been reset for a fresh start! Your SMART goals have been preserved.",
  );
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  await expectFreshDay(page);
  await page.reload();
  await expectFreshDay(page);
});

test("the first visit of a new day opens the reset dialog by itself", async ({ page, baseURL }) => {
  const username = await freshMember(page, baseURL!);
  await fillTheDay(page);
  await makeItANewDay(username);
  await page.reload();
  const dialog = page.getByTestId("reset-dialog");
  await expect(dialog).toHaveAttribute("data-phase", "open");
  const reset = waitForWrite(page, "POST", "/api/force-reset");
  await dialog.getByRole("button", { name: "Start Fresh Day" }).click();
  await reset;
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  // After the reset dialog comes the daily summary of yesterday (docs/decisions.md "Progress, insights and the daily summary"), once.
  await closeDailySummary(page);
  await expectFreshDay(page);
  await page.reload();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("daily-summary-popup")).toHaveCount(0);
  await expectFreshDay(page);
});

test("the mobile menu opens the reset dialog", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await freshMember(page, baseURL!);
  await page.getByRole("button", { name: /menu/i }).click();
  await page.getByRole("button", { name: /Reset Journal/ }).click();
  await expect(page.getByTestId("reset-dialog")).toHaveAttribute("data-phase", "open");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("reset-dialog")).toBeHidden();
});
