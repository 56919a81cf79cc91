// docs/decisions.md "Toast titles of sign-in messages", "The sign-in screen on phones": a success clears the sign-in forms' error toasts; on a phone the login
// form is above the fold (the landing copy follows it).
import { apiRegister, expect, test } from "./support/fixtures";
import { fillLogin, toast } from "./support/ui";
import { VALID_REGISTRATION_CODE, uniqueUsername } from "./support/users";
import { screenshotPath } from "./support/screenshots";

const PHONE = { width: 375, height: 667 };

/** The error toast was showing; after the success the next screen opens without it. */
async function expectNoStaleToast(page: import("@playwright/test").Page, landing: RegExp) {
  await expect(page).toHaveURL(landing);
  // The error toast would stay 5 s: it must be gone well before.
  await expect(toast(page)).toHaveCount(0, { timeout: 1500 });
}

test.describe("a success clears the form's error toasts", () => {
  test("invalid code, then a valid one", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/register");
    const form = page.getByRole("form", { name: "Register" });
    await form.getByLabel("Username").fill(uniqueUsername("toast"));
    await form.getByLabel("Password").fill("secret-123");
    await form.getByLabel("Registration Code").fill("ABC");
    await form.getByRole("button", { name: "Register" }).click();
    await expect(toast(page)).toContainText("Invalid Code");
    await form.getByLabel("Registration Code").fill(VALID_REGISTRATION_CODE);
    await form.getByRole("button", { name: "Register" }).click();
    await expectNoStaleToast(page, /\/dashboard$/);
    await page.screenshot({ path: screenshotPath("polish-1-register-after-invalid-code-mobile") });
  });

  test("a taken username, then a free one", async ({ page, baseURL, playwright }) => {
    const request = await playwright.request.newContext({ baseURL });
    const taken = await apiRegister(request, baseURL!, "taken");
    await request.dispose();
    await page.goto("/register");
    const form = page.getByRole("form", { name: "Register" });
    await form.getByLabel("Username").fill(taken.username);
    await form.getByLabel("Password").fill("secret-123");
    await form.getByLabel("Registration Code").fill(VALID_REGISTRATION_CODE);
    await form.getByRole("button", { name: "Register" }).click();
    await expect(toast(page)).toContainText("Username already taken");
    await form.getByLabel("Username").fill(uniqueUsername("free"));
    await form.getByRole("button", { name: "Register" }).click();
    await expectNoStaleToast(page, /\/dashboard$/);
  });

  test("a wrong password, then the right one", async ({ page, baseURL, playwright }) => {
    const request = await playwright.request.newContext({ baseURL });
    const member = await apiRegister(request, baseURL!, "pw");
    await request.dispose();
    await page.goto("/");
    const form = await fillLogin(page, member.username, "wrong-password");
    await form.getByRole("button", { name: "Login" }).click();
    await expect(toast(page)).toContainText("Invalid username or password");
    await form.getByLabel("Password").fill(member.password);
    await form.getByRole("button", { name: "Login" }).click();
    await expectNoStaleToast(page, /\/dashboard$/);
  });
});

test.describe("phone login", () => {
  for (const scheme of ["light", "dark"] as const) {
    test(`the Login button is above the fold at 375x667 (${scheme})`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto("/");
      const button = page.getByRole("form", { name: "Login" }).getByRole("button", { name: "Login" });
      await expect(button).toBeVisible();
      const box = await button.boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
      // The landing copy is still there, after the form.
      await expect(page.getByRole("heading", { name: "Reach Your Goals" })).toBeAttached();
      await page.screenshot({ path: screenshotPath(`polish-7-login-mobile-${scheme}`) });
    });
  }
});
