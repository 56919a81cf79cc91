// Two-factor sign-in in the browser (docs/product/profile.md#two-factor-sign-in,
// docs/product/shell-and-sign-in.md#two-factor-sign-in): a member sets it up in Profile > Security
// with the secret shown under the QR code, signs in with a code and then with a recovery code; an
// admin without it is sent to the setup and /admin opens once it is on.
import { apiRegister, expect, test } from "./support/fixtures";
import { sql } from "./support/members";
import { nextCode, type Enrolled } from "./support/two-factor";
import { fillLogin } from "./support/ui";
import { ADMIN } from "./support/users";
import { stepOf, totpCode } from "../tests/support/totp";
import type { Browser, Page } from "@playwright/test";

async function setUpInProfile(page: Page, creds: { username: string; password: string }): Promise<Enrolled> {
  await page.goto("/profile?tab=security");
  const card = page.getByTestId("two-factor");
  await card.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(card.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await card.getByTestId("two-factor-secret").textContent())!.trim();
  const lastStep = stepOf();
  await card.getByLabel("Code from the app").fill(totpCode(secret, 0, lastStep * 30_000));
  await card.getByRole("button", { name: "Turn on" }).click();
  const codes = card.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  await card.getByRole("button", { name: "I have saved my codes" }).click();
  await expect(card.getByTestId("recovery-codes-left")).toHaveText("10 recovery codes left.");
  return { ...creds, secret, recoveryCodes, lastStep };
}

async function signInWith(browser: Browser, member: Enrolled, code: string, landing = /\/dashboard$/) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/");
  await (await fillLogin(page, member.username, member.password)).getByRole("button", { name: "Login" }).click();
  const second = page.getByRole("form", { name: "Two-factor code" });
  await second.getByLabel("Code").fill(code);
  await second.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(landing);
  return { context, page };
}

test("a member sets up two-factor, signs in with a code, then with a recovery code once", async ({ page, browser, baseURL }) => {
  const creds = await apiRegister(page.request, baseURL!, "tfa");
  const member = await setUpInProfile(page, creds);

  const withCode = await signInWith(browser, member, await nextCode(member));
  await withCode.context.close();

  const withRecovery = await signInWith(browser, member, member.recoveryCodes[0]);
  await withRecovery.page.goto("/profile?tab=security");
  await expect(withRecovery.page.getByTestId("recovery-codes-left")).toHaveText("9 recovery codes left.");
  await withRecovery.context.close();

  // The used recovery code is refused the second time.
  const context = await browser.newContext();
  const again = await context.newPage();
  await again.goto("/");
  await (await fillLogin(again, member.username, member.password)).getByRole("button", { name: "Login" }).click();
  const second = again.getByRole("form", { name: "Two-factor code" });
  await second.getByLabel("Code").fill(member.recoveryCodes[0]);
  await second.getByRole("button", { name: "Verify" }).click();
  await expect(again.locator("[data-slot=toast]")).toContainText("Invalid code");
  await expect(again).toHaveURL(/\/$/);
  await context.close();
});

test("an admin without two-factor is sent to its setup, and /admin opens once it is on", async ({ page, baseURL }) => {
  const creds = await apiRegister(page.request, baseURL!, "tfadm");
  await sql(`UPDATE "User" SET "isAdmin" = true WHERE "usernameKey" = lower($1)`, [creds.username]);
  // Sign in again through the form, as an admin would at their next sign-in.
  await page.context().clearCookies();
  await page.goto("/");
  await (await fillLogin(page, creds.username, creds.password)).getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/profile\?tab=security&setup=two-factor$/);
  await expect(page.getByTestId("two-factor").getByRole("alert")).toHaveText("Your role needs two-factor sign-in: set it up to open the admin panel.");
  const closed = await page.request.get("/api/admin/users");
  expect(closed.status()).toBe(403);

  await setUpInProfile(page, creds);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
});

test("the seeded admin, without two-factor, lands on its setup after the password", async ({ page }) => {
  await page.goto("/");
  await (await fillLogin(page, ADMIN.username, ADMIN.password)).getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/profile\?tab=security&setup=two-factor$/);
  await expect(page.getByRole("button", { name: "Set up two-factor sign-in" })).toBeVisible();
});
