// A widget item deleted the same day gives its points back (docs/product/points-and-badges.md#fair-points;
// docs/decisions.md "Fair points and sessions") in Chromium: Getting Things Done's capture earns 2,
// deleting the action sends its award's reversal, a toast says '2 points taken back', the header
// goes back; capturing again earns the 2 once more (the kind's daily count was given back), and
// a reload keeps the award's id with the action so a later delete still gives it back.
import { expect, test } from "./support/fixtures";
import { expectToast, reloadDashboard } from "./support/ui";
import { awardedQuietly, widgetMember } from "./support/widget-member";
import { openWidget } from "./support/widgets";
import { expectPoints } from "./journal-support";

test("GTD: capture +2, delete gives the 2 back with a toast, capture again +2, and after a reload too", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const { widget, start } = await widgetMember(page, baseURL!, "getting-things-done");
  const field = widget.getByLabel("New action");
  const inbox = widget.getByRole("list", { name: "Inbox list" });

  const captureAndDelete = async (text: string) => {
    await field.fill(text);
    await awardedQuietly(page, () => field.press("Enter"), 2, "Captured");
    await expectPoints(page, start + 2);
    const reversal = page.waitForResponse((r) => r.request().method() === "POST" && /\/api\/widget-achievements\/\d+\/reversal/.test(r.url()));
    await inbox.getByRole("button", { name: `Delete "${text}"` }).click();
    expect(await (await reversal).json()).toEqual({ reversed: true, pointsAwarded: -2 });
    await expectToast(page, "2 points taken back", "Deleted the same day it earned them. Badges you earned stay.");
    await expectPoints(page, start);
  };
  await captureAndDelete("Call the bank");
  await captureAndDelete("Call the bank again");

  // The award's id is kept with the action in the widget's data: a reload does not lose it.
  await field.fill("Water the plants");
  await awardedQuietly(page, () => field.press("Enter"), 2, "Captured");
  await expectPoints(page, start + 2);
  await reloadDashboard(page);
  await openWidget(page, "getting-things-done");
  const reversal = page.waitForResponse((r) => /\/reversal$/.test(new URL(r.url()).pathname));
  await page.getByTestId("getting-things-done-widget").getByRole("button", { name: 'Delete "Water the plants"' }).click();
  expect((await (await reversal).json()).pointsAwarded).toBe(-2);
  await expectPoints(page, start);

  // The points history says what was taken back, in words.
  const history = await (await page.request.get("/api/points?limit=10")).json();
  const texts = history.entries.map((e: { description: string }) => e.description);
  expect(texts).toContain("Taken back: Widget: Getting Things Done: captured (deleted the same day)");
});
