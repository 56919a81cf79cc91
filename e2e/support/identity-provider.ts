// Signing in at the test identity provider the e2e server starts (tests/support/oidc-test-provider.mjs)
// as a person does in the browser (docs/product/sso.md).
import { expect, type Locator, type Page } from "@playwright/test";

/** A login name the provider has never seen (a new person with a verified `{login}@example.test`). */
export const uniqueLogin = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e4)}`;

/** From the sign-in screen (or `start`, a button already on the page) through the provider's page (when it asks: it remembers its own session). */
export async function signInAtProvider(page: Page, login: string, start?: () => Promise<void>) {
  if (!start) await page.goto("/");
  const from = page.url();
  const app = new URL(from).host;
  await (start ? start() : page.getByRole("button", { name: "Sign in with Test IdP" }).click());
  // The provider's page, or already back in Reach (anywhere but the page the sign-in started from).
  await page.waitForURL((url) => (url.host !== app ? url.pathname.startsWith("/interaction/") : url.href !== from));
  if (new URL(page.url()).pathname.startsWith("/interaction/")) {
    await expect(page.getByRole("heading", { name: "Test identity provider" })).toBeVisible();
    await page.getByLabel("Account").fill(login);
    await page.getByRole("button", { name: "Continue" }).click();
  }
}

/** "Connect Test IdP" in `within` (Profile's identity card, the owner's Sign-in card): the password in its dialog, then the provider as `login`. */
export async function connectAtProvider(page: Page, within: Locator, password: string, login: string) {
  await within.getByRole("button", { name: "Connect Test IdP" }).click();
  const dialog = page.getByRole("dialog", { name: "Connect Test IdP?" });
  await dialog.getByLabel("Password").fill(password);
  await signInAtProvider(page, login, () => dialog.getByRole("button", { name: "Continue" }).click());
}
