// Accounts in the browser (docs/product/sso.md#without-a-password, #your-email): a member who signs in
// only with the test identity provider confirms it is them there (it asks for the account again) and
// sets a password; a member types their email, connects the provider with their password (a wrong
// one refused) and disconnects it with their password.
// Then the two-factor setup, the Profile identity card (and its Connect and Disconnect dialogs) and the owner's
// Sign-in card at 1280x800 and 375x667, light and dark, axe clean.
import { apiRegister, expect, test } from "./support/fixtures";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { connectAtProvider, signInAtProvider, uniqueLogin } from "./support/identity-provider";
import { SCREENS, screenshotPath, showScreen } from "./support/screenshots";
import { freshAdmin } from "./support/two-factor";
import { VALID_REGISTRATION_CODE } from "./support/users";
import type { Locator, Page } from "@playwright/test";

const toast = (page: Page) => page.locator("[data-slot=toast]");

/** Each size and theme: the part on screen, its picture, axe over the page (and, on Profile, nothing scrolling sideways). */
async function shootEachScreen(page: Page, part: Locator, name: string, { noSidewaysScroll = true } = {}) {
  for (const screen of SCREENS) {
    await showScreen(page, screen, { reducedMotion: true });
    await part.scrollIntoViewIfNeeded();
    if (noSidewaysScroll) await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await part.screenshot({ path: screenshotPath(`${name}-${screen.name}`) });
    await expectNoSeriousA11yViolations(page);
  }
}

test("a member without a password confirms it is them at the provider, then sets a password", async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = uniqueLogin("nopass");
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/\/register\?signin=identity$/);
  const form = page.getByRole("form", { name: "Finish signing up" });
  // Reached by the provider's redirect: the form takes typing once React owns it (its button is enabled then).
  await expect(form.getByRole("button", { name: "Create Account" })).toBeEnabled();
  await form.getByLabel("Registration Code").fill(VALID_REGISTRATION_CODE);
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const username = login.replaceAll("-", "_");

  await page.goto("/profile?tab=security");
  const card = page.getByTestId("identity");
  await expect(card).toContainText("You sign in with Test IdP only. To set a password, turn two-factor sign-in off or delete your account, confirm it is you with Test IdP first.");
  const setPassword = page.getByRole("region", { name: "Set a password" });
  await expect(setPassword.getByLabel("Current Password")).toHaveCount(0);
  const fill = async () => {
    await setPassword.getByLabel("New Password", { exact: true }).fill("set-by-sso-1");
    await setPassword.getByLabel("Confirm New Password").fill("set-by-sso-1");
    await setPassword.getByRole("button", { name: "Set password" }).click();
  };
  // Not confirmed yet: refused.
  await fill();
  await expect(toast(page)).toContainText("Confirm it is you with your identity provider first (Profile > Security), then try again within 5 minutes.");

  // The provider asks for the account again (prompt=login), though it remembers this browser.
  await signInAtProvider(page, login, () => card.getByRole("button", { name: "Confirm it is you with Test IdP" }).click());
  await expect(page).toHaveURL(/\/profile\?tab=security$/);
  await expect(page.getByTestId("identity").getByRole("status")).toContainText(/Confirmed with Test IdP until \d+:\d\d\s[AP]M: you can do one of these now\./);
  await fill();
  await expect(toast(page)).toContainText("Password Changed");
  await expect(page.getByRole("region", { name: "Change Password" })).toBeVisible();
  const signIn = await page.request.post("/api/login", { data: { username, password: "set-by-sso-1" }, headers: { Origin: baseURL! } });
  expect(signIn.status()).toBe(200);
  await context.close();
});

test("a member types their email, connects the provider and disconnects it with their password", async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const creds = await apiRegister(context.request, baseURL!, "acct");
  const page = await context.newPage();
  await page.goto("/profile?tab=security");
  const card = page.getByTestId("identity");
  const email = card.getByRole("textbox", { name: "Email" });
  await email.fill("Typed.Address@Example.org");
  await card.getByRole("button", { name: "Save email" }).click();
  await expect(toast(page)).toContainText("Your email is typed.address@example.org.");
  await expect(card).toContainText("Not verified: it becomes verified when Test IdP confirms the same address at your next sign-in with it.");

  // Connecting asks for the password first (docs/product/sso.md#connect): a wrong one is refused and the page stays.
  await card.getByRole("button", { name: "Connect Test IdP" }).click();
  const connect = page.getByRole("dialog", { name: "Connect Test IdP?" });
  await connect.getByLabel("Password").fill("wrong-password");
  await connect.getByRole("button", { name: "Continue" }).click();
  await expect(toast(page)).toContainText("Password is incorrect");
  await expect(page).toHaveURL(/\/profile\?tab=security$/);
  await connect.getByRole("button", { name: "Cancel" }).click();
  await connectAtProvider(page, card, creds.password, uniqueLogin("acct"));
  await expect(page).toHaveURL(/\/profile\?tab=security$/);
  await expect(card).toContainText("Your account is connected to Test IdP: you can sign in with it.");
  // A typed address stays the member's (unverified): the provider's own address does not replace it.
  await expect(email).toHaveValue("typed.address@example.org");

  await card.getByRole("button", { name: "Disconnect Test IdP" }).click();
  const dialog = page.getByRole("dialog", { name: "Disconnect Test IdP?" });
  await dialog.getByLabel("Password").fill("wrong-password");
  await dialog.getByRole("button", { name: "Disconnect", exact: true }).click();
  await expect(toast(page)).toContainText("Password is incorrect");
  await dialog.getByLabel("Password").fill(creds.password);
  await dialog.getByRole("button", { name: "Disconnect", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole("button", { name: "Connect Test IdP" })).toBeVisible();
  await context.close();
});

test("the two-factor setup, the Profile identity card and the owner's Sign-in card at both sizes and themes, axe clean", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const creds = await apiRegister(context.request, baseURL!, "acshot");
  const page = await context.newPage();
  await page.goto("/profile?tab=security");
  const identity = page.getByTestId("identity");
  await identity.getByRole("textbox", { name: "Email" }).fill("member@example.org");
  await identity.getByRole("button", { name: "Save email" }).click();
  await expect(identity).toContainText("Not verified");
  await identity.getByRole("button", { name: "Connect Test IdP" }).click();
  await shootEachScreen(page, page.getByRole("dialog", { name: "Connect Test IdP?" }), "profile-identity-connect");
  await page.keyboard.press("Escape");
  await connectAtProvider(page, identity, creds.password, uniqueLogin("acshot"));
  await expect(identity).toContainText("Your account is connected to Test IdP: you can sign in with it.");
  await shootEachScreen(page, identity, "profile-identity-card");
  await identity.getByRole("button", { name: "Disconnect Test IdP" }).click();
  await shootEachScreen(page, page.getByRole("dialog", { name: "Disconnect Test IdP?" }), "profile-identity-disconnect");
  await page.keyboard.press("Escape");

  const twoFactor = page.getByTestId("two-factor");
  await twoFactor.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(twoFactor.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await shootEachScreen(page, twoFactor, "profile-two-factor-setup");
  await context.close();

  const owner = await browser.newContext();
  await freshAdmin(owner.request, baseURL!, "acowner");
  const admin = await owner.newPage();
  await admin.goto("/admin");
  await admin.getByRole("tab", { name: "Teams" }).click();
  const signInCard = admin.locator('[aria-labelledby="sign-in-policy-title"]');
  await expect(signInCard.getByRole("switch", { name: "Password sign-in" })).toBeVisible();
  await shootEachScreen(admin, signInCard, "admin-sign-in-card", { noSidewaysScroll: false });
  await owner.close();
});
