// docs/decisions.md "Paging the users table", "Searching users on the server": the admin users table is readable at 375 px (Points, Streak and
// the delete buttons on screen) and its scroll region is keyboard-reachable; after deleting a
// user the search box is cleared.
import { apiRegister, expect, test } from "./support/fixtures";
import { screenshotPath } from "./support/screenshots";

test.use({ role: "admin" });

test("users table at 375 px: Points, Streak and delete on screen, region focusable; search cleared after a delete", async ({ page, baseURL, playwright }) => {
  const request = await playwright.request.newContext({ baseURL });
  const member = await apiRegister(request, baseURL!, "adm375");
  await request.dispose();
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto("/admin");
  const region = page.getByRole("region", { name: "All Users" });
  await expect(region).toBeVisible();
  const within = async (name: string) => {
    const box = (await region.getByRole("columnheader", { name, exact: true }).boundingBox())!;
    expect(box.x + box.width, `${name} on screen`).toBeLessThanOrEqual(375);
  };
  await within("Points");
  await within("Streak");
  await page.getByLabel("Search users").fill(member.username);
  const row = page.locator(`[data-testid=user-row][data-username="${member.username}"]`);
  const del = row.getByRole("button", { name: `Delete ${member.username}` });
  const box = (await del.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await page.screenshot({ path: screenshotPath("polish-8-admin-users-mobile") });
  await region.focus();
  await expect(region).toBeFocused();

  await del.click();
  await page.getByRole("alertdialog").getByRole("button", { name: /^Delete/ }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByLabel("Search users")).toHaveValue("");
  await expect(page.getByText("No users found")).toHaveCount(0);
});
