// Sign-in flows through the real UI (docs/product/shell-and-sign-in.md#routes-and-redirects, #sign-in-and-registration).
import { apiRegister, expect, test } from "./support/fixtures";
import { freshAdmin, nextCode } from "./support/two-factor";
import { expectToast, fillLogin, uiLogin } from "./support/ui";
import { ADMIN, VALID_REGISTRATION_CODE, uniqueUsername } from "./support/users";

test.describe("signed out", () => {
  test("register with a valid code lands on /dashboard", async ({ page }) => {
    const username = uniqueUsername("reg");
    await page.goto("/");
    await page.getByRole("tab", { name: "Register" }).click();
    const form = page.getByRole("form", { name: "Register" });
    await form.getByLabel("Username").fill(username);
    await form.getByLabel("Password").fill("secret-123");
    await form.getByLabel("Registration Code").fill(VALID_REGISTRATION_CODE);
    await expect(form.getByText("Enter an 8-digit alphanumeric code")).toBeVisible();
    await form.getByRole("button", { name: "Register" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("header-user")).toContainText(username);
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  });

  test("an invalid code shows Invalid Code: Registration code must be 8 alphanumeric digits.", async ({ page }) => {
    await page.goto("/register");
    const form = page.getByRole("form", { name: "Register" });
    await form.getByLabel("Username").fill(uniqueUsername("bad"));
    await form.getByLabel("Password").fill("secret-123");
    await form.getByLabel("Registration Code").fill("ABCDEFGH");
    await form.getByRole("button", { name: "Register" }).click();
    await expectToast(page, "Invalid Code", "Registration code must be 8 alphanumeric digits.");
    await expect(page).toHaveURL(/\/register$/);
  });

  test("empty fields are refused in the form with the server's words", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("form", { name: "Login" }).getByRole("button", { name: "Login" }).click();
    await expectToast(page, "Error", "Username and password are required");
    await page.getByRole("tab", { name: "Register" }).click();
    const form = page.getByRole("form", { name: "Register" });
    await form.getByLabel("Username").fill("someone");
    await form.getByLabel("Password").fill("secret-123");
    await form.getByRole("button", { name: "Register" }).click();
    await expectToast(page, "Error", "Registration code is required");
  });

  test("login and logout", async ({ page, request, baseURL }) => {
    const creds = await apiRegister(request, baseURL!);
    await page.goto("/");
    const form = await fillLogin(page, creds.username, creds.password);
    // Hold the answer back a moment so the pending label can be seen.
    await page.route("**/api/login*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await form.getByRole("button", { name: "Login" }).click();
    await expect(form.getByRole("button", { name: "Logging in..." })).toBeDisabled();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("header-user")).toContainText(creds.username);

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("form", { name: "Login" })).toBeVisible();
    // The session is over: the app sends the visitor back to the login screen.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/$/);
  });

  test("a wrong password shows Login Failed", async ({ page }) => {
    await page.goto("/");
    const form = await fillLogin(page, ADMIN.username, "not-the-password");
    await form.getByRole("button", { name: "Login" }).click();
    await expectToast(page, "Login Failed", "Invalid username or password");
    await expect(page).toHaveURL(/\/$/);
  });

  test("an admin logs in with a two-factor code to /admin", async ({ page, playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    const admin = await freshAdmin(request, baseURL!);
    await request.dispose();
    await page.goto("/");
    const form = await fillLogin(page, admin.username, admin.password);
    await form.getByRole("button", { name: "Login" }).click();
    const second = page.getByRole("form", { name: "Two-factor code" });
    await second.getByLabel("Code").fill(await nextCode(admin));
    await second.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" })).toBeVisible();
  });

  test("a signed-out visit to /goals lands on /", async ({ page }) => {
    await page.goto("/goals");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("tab", { name: "Login", selected: true })).toBeVisible();
  });

  test("/auth goes to / and says the session ended after inactivity", async ({ page }) => {
    // As the idle timer does: set the flag, then go to /auth (once, not on later loads).
    await page.addInitScript(() => {
      if (sessionStorage.getItem("e2e-flag-set")) return;
      sessionStorage.setItem("e2e-flag-set", "1");
      localStorage.setItem("auto_logout", "true");
    });
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Your session ended after a period of inactivity.")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("auto_logout"))).toBeNull();
    await page.reload();
    await expect(page.getByText("Your session ended after a period of inactivity.")).toHaveCount(0);
  });
});

test.describe("a replayed cookie after logout", () => {
  test("is cleared on the way to the login screen instead of looping", async ({ page, request, baseURL }) => {
    const creds = await apiRegister(request, baseURL!);
    await uiLogin(page, creds.username, creds.password);
    const cookies = await page.context().cookies();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.context().addCookies(cookies); // the old, now revoked, session cookie
    await page.goto("/");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("form", { name: "Login" })).toBeVisible();
  });
});
