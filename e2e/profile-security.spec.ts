// docs/decisions.md "Profile, calendar, stats and export", /profile Security: Change Password (the s5 refusals, 'Password Changed', fields
// cleared, the new password signs in) and Delete my account (lands on / with the notice; the
// name no longer signs in).
import { expect, test } from "./support/fixtures";
import { freshMember } from "./support/members";
import { expectToast, fillLogin } from "./support/ui";

test("change the password", async ({ page, baseURL }) => {
  const username = await freshMember(page, baseURL!, "pwd");
  await page.goto("/profile");
  await page.getByRole("tab", { name: "Security" }).click();
  const submit = page.getByRole("button", { name: "Change Password" });

  await submit.click();
  await expectToast(page, "Error", "Please enter your current password.");
  await page.getByLabel("Current Password").fill("e2e-pass-123");
  await submit.click();
  await expectToast(page, "Error", "Please enter a new password.");
  await page.getByLabel("New Password", { exact: true }).fill("short");
  await submit.click();
  await expectToast(page, "Error", "Password must be at least 6 characters long.");
  await page.getByLabel("New Password", { exact: true }).fill("a-new-password");
  await page.getByLabel("Confirm New Password").fill("something-else");
  await submit.click();
  await expectToast(page, "Error", "New passwords do not match.");

  await page.getByLabel("Confirm New Password").fill("a-new-password");
  await submit.click();
  await expectToast(page, "Password Changed", "Your password has been changed successfully.");
  await expect(page.getByLabel("Current Password")).toHaveValue("");
  await expect(page.getByLabel("New Password", { exact: true })).toHaveValue("");

  const login = await page.request.post("/api/login", { data: { username, password: "a-new-password", timeZone: "UTC" }, headers: { Origin: baseURL! } });
  expect(login.status()).toBe(200);
});

test("delete my account", async ({ page, baseURL }) => {
  const username = await freshMember(page, baseURL!, "del");
  await page.goto("/profile");
  await page.getByRole("tab", { name: "Security" }).click();
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Username").fill("not-me");
  await dialog.getByLabel("Password").fill("e2e-pass-123");
  await dialog.getByRole("button", { name: "Delete my account forever" }).click();
  await expectToast(page, "Error", "Type your username exactly as shown to confirm.");

  await dialog.getByLabel("Username").fill(username);
  await dialog.getByRole("button", { name: "Delete my account forever" }).click();
  await expect(page).toHaveURL(/\/\?notice=account-deleted$/);
  await expect(page.getByRole("status").filter({ hasText: "Account deleted" })).toBeVisible();

  const form = await fillLogin(page, username, "e2e-pass-123");
  await form.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  const again = await page.request.post("/api/login", { data: { username, password: "e2e-pass-123", timeZone: "UTC" }, headers: { Origin: baseURL! } });
  expect(again.status()).toBe(401);
});
