// Sign-in through the test identity provider in the browser (docs/product/sso.md): the e2e server
// starts oidc-provider on loopback (tests/support/oidc-test-provider.mjs) and points the app at it.
// A new person comes back to the registration step, joins with a code and lands on the dashboard;
// next time the provider's subject finds them. A member with two-factor on gives their code after
// the provider. A forged callback is a 400.
import { apiRegister, expect, test } from "./support/fixtures";
import { sql } from "./support/members";
import { freshAdmin, nextCode } from "./support/two-factor";
import { VALID_REGISTRATION_CODE } from "./support/users";
import { connectAtProvider, signInAtProvider, uniqueLogin as unique } from "./support/identity-provider";

test("a new person signs in with the provider, joins with a code, and is found by the subject next time", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = unique("sso");
  await signInAtProvider(page, login);

  await expect(page).toHaveURL(/\/register\?signin=identity$/);
  const form = page.getByRole("form", { name: "Finish signing up" });
  await expect(form).toContainText(`You signed in with Test IdP as ${login}@example.test.`);
  const username = login.replaceAll("-", "_");
  await expect(form.getByLabel("Username")).toHaveValue(username);
  // Reached by the provider's redirect: the form takes typing once React owns it (its button is enabled then).
  await expect(form.getByRole("button", { name: "Create Account" })).toBeEnabled();
  await form.getByLabel("Registration Code").fill(VALID_REGISTRATION_CODE);
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Signed out of Reach (the provider still knows the browser): the subject finds the member.
  await context.clearCookies({ domain: "localhost" });
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/\/dashboard$/);
  const me = await page.request.get("/api/session");
  expect(await me.json()).toMatchObject({ username });
  await context.close();
});

test("a member with two-factor on gives their code after the provider", async ({ browser, playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const admin = await freshAdmin(request, baseURL!, "ssoadm");
  await request.dispose();
  const login = unique("sso2fa");
  await sql(`UPDATE "User" SET "email" = $1 WHERE "usernameKey" = lower($2)`, [`${login}@example.test`, admin.username]);

  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/\/\?signin=two-factor$/);
  const second = page.getByRole("form", { name: "Two-factor code" });
  // Reached by the provider's redirect: the form takes typing once React owns it (its button is enabled then).
  await expect(second.getByRole("button", { name: "Verify" })).toBeEnabled();
  await second.getByLabel("Code").fill(await nextCode(admin));
  await second.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await context.close();
});

test("a forged callback is refused with a 400", async ({ page }) => {
  const res = await page.request.get("/api/auth/callback/oidc?code=forged&state=forged");
  expect(res.status()).toBe(400);
  expect((await res.json()).code).toBe("bad_request");
});

test("a member signed in with a password connects the provider in Profile > Security, then signs in with it", async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const creds = await apiRegister(context.request, baseURL!, "ssolink");
  const page = await context.newPage();
  await page.goto("/profile?tab=security");
  const card = page.getByTestId("identity");
  await expect(card.getByRole("heading", { name: "Sign in with Test IdP" })).toBeVisible();
  const login = unique("ssolink");
  await connectAtProvider(page, card, creds.password, login);
  await expect(page).toHaveURL(/\/profile\?tab=security$/);
  await expect(page.getByTestId("identity")).toContainText("Your account is connected to Test IdP: you can sign in with it.");

  await context.clearCookies({ domain: "localhost" });
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await (await page.request.get("/api/session")).json()).toMatchObject({ username: creds.username });
  await context.close();
});
