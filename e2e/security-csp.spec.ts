// docs/decisions.md "A nonce-based Content-Security-Policy": every screen runs under the Content-Security-Policy proxy.ts sends (a fresh nonce
// per page, 'strict-dynamic', nothing from another origin) with no violation: no "Refused to ..."
// in the console and no securitypolicyviolation event, signed out, as a member and as the admin,
// including what loads late (recharts, canvas-confetti's blob worker, the service worker, blob:
// and data: image previews of an upload).
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { freshMember } from "./support/members";
import { dismissCelebration, section } from "./journal-support";

const PHOTO = path.resolve("e2e", "fixtures", "photo-exif-rotated.jpg");

declare global {
  interface Window {
    __csp: string[];
  }
}

/** Collects CSP violations of the page from the console and from securitypolicyviolation events. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on("console", (msg) => {
    if (/Refused to|Content Security Policy/i.test(msg.text())) console.push(`console: ${msg.text()}`);
  });
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      window.__csp.push(`event: ${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  return async () => [...console, ...(await page.evaluate(() => window.__csp ?? []).catch(() => []))];
}

/** Opens a screen, lets its lazy parts load, and checks the policy it was served with. */
async function visit(page: Page, url: string) {
  const res = await page.goto(url);
  const policy = res!.headers()["content-security-policy"];
  expect(policy, `CSP on ${url}`).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  const nonce = policy.match(/'nonce-([^']+)'/)![1];
  // Every script in the server's HTML carries the request's nonce, but for the theme script
  // (allowed by its hash); what those scripts add later runs through 'strict-dynamic'.
  const scripts = (await res!.text()).match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(1);
  const untagged = scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`));
  expect(untagged.length).toBeLessThanOrEqual(1);
  for (const tag of untagged) expect(tag).not.toContain("src=");
  await page.waitForLoadState("networkidle");
  await expect(page.locator('[role="status"][aria-label*="Loading" i]')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForTimeout(500);
}

test.describe("CSP, signed out", () => {
  for (const url of ["/", "/register", "/no-such-page"]) {
    test(`${url}: no violation`, async ({ page }) => {
      const violations = await watchCsp(page);
      await visit(page, url);
      expect(await violations()).toEqual([]);
    });
  }
});

test.describe("CSP, member", () => {
  test.use({ role: "member" });

  test("every member screen, client-side navigation and the service worker: no violation", async ({ page }) => {
    test.setTimeout(120_000);
    const violations = await watchCsp(page);
    for (const url of ["/dashboard", "/goals", "/calendar", "/stats", "/profile", "/test-popup"]) {
      await visit(page, url);
    }
    // The service worker (lib/sw/sw.mjs, served at /sw.js) registers and activates under the policy.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(/\/sw\.js$/);
    // A client-side navigation (RSC payload, no new document).
    await visit(page, "/profile");
    await page.locator('a[href="/stats"]').first().click();
    await expect(page).toHaveURL(/\/stats$/);
    await page.waitForLoadState("networkidle");
    expect(await violations()).toEqual([]);
  });
});

test("confetti (a blob: worker) and a picture upload (blob:/data: images): no violation", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const violations = await watchCsp(page);
  await freshMember(page, baseURL!, "csp");
  const mindset = section(page, "Daily Mindset Exercises");
  await mindset.getByLabel("Visualization", { exact: true }).fill("Crossing the finish line");
  await mindset.getByRole("checkbox", { name: "Visualization completed" }).click();
  await expect(page.getByTestId("celebration-popup")).toContainText("Visualization Complete!");
  await page.waitForTimeout(1_000); // confetti draws for a moment
  await dismissCelebration(page);

  await visit(page, "/profile");
  await page.getByTestId("profile-picture-upload").setInputFiles(PHOTO);
  await expect(page.getByRole("button", { name: "Remove picture" })).toBeVisible();
  await expect(page.locator('img[src^="data:"], img[src^="blob:"]').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test.describe("CSP, admin", () => {
  test.use({ role: "admin" });

  test("/admin: no violation", async ({ page }) => {
    const violations = await watchCsp(page);
    await visit(page, "/admin");
    expect(await violations()).toEqual([]);
  });
});

test("HSTS only over https: a client's own X-Forwarded-Proto (no trusted proxy) earns none", async ({ request }) => {
  const plain = await request.get("/", { maxRedirects: 0 });
  expect(plain.headers()["strict-transport-security"]).toBeUndefined();
  expect(plain.headers()["x-content-type-options"]).toBe("nosniff");
  expect(plain.headers()["x-frame-options"]).toBe("DENY");
  expect(plain.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  // The e2e server runs with TRUST_PROXY_HOPS=0: nothing in front of it may claim https, so the
  // custom server drops the header (with a proxy it is kept: lib/api/client-address.test.ts, and
  // HSTS over https: lib/security/headers.test.ts).
  const forged = await request.get("/", { maxRedirects: 0, headers: { "X-Forwarded-Proto": "https" } });
  expect(forged.headers()["strict-transport-security"]).toBeUndefined();
  expect(forged.headers()["content-security-policy"]).not.toContain("upgrade-insecure-requests");
});
