// Offline first (docs/product/offline.md): the service worker precaches the build's scripts, sounds
// and icons; a dashboard visited before opens with no network from the worker's copy of the page and
// the device's copy of its data, under the "Offline: changes will sync" bar, which goes once back.
import { expect, test } from "./support/fixtures";

test.use({ role: "member" });

const deviceCopies = () =>
  new Promise<number>((resolve) => {
    const open = indexedDB.open("reach-offline");
    open.onerror = () => resolve(0);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains("copies")) return resolve(0);
      const count = db.transaction("copies").objectStore("copies").count();
      count.onsuccess = () => resolve(count.result);
      count.onerror = () => resolve(0);
    };
  });

test("the dashboard opens offline from the device's copy, under the offline bar", async ({ page, context }) => {
  await page.goto("/dashboard");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // Precached at install: the sounds and icons; the build's scripts.
  expect(await page.evaluate(async () => (await caches.match("/sounds/bell.mp3", { ignoreSearch: true })) !== undefined)).toBe(true);
  const scripts = await page.evaluate(async () => {
    const names = await caches.keys();
    const precache = names.find((name) => name.includes("precache"));
    return precache ? (await (await caches.open(precache)).keys()).filter((r) => r.url.includes("/_next/static/")).length : 0;
  });
  expect(scripts).toBeGreaterThan(10);

  // Once controlled, the page itself goes through the worker into its copy; the data is kept.
  await page.reload();
  await expect(page.locator("header").first()).toBeVisible();
  await expect.poll(() => page.evaluate(deviceCopies), { timeout: 10_000 }).toBeGreaterThan(1);

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator("header").first()).toBeVisible();
  await expect(page.getByTestId("offline-bar-text")).toHaveText("Offline: changes will sync");

  await context.setOffline(false);
  await expect(page.getByTestId("offline-bar-text")).toBeHidden({ timeout: 15_000 });
});

test("the manifest makes Reach installable: icons at the engines' sizes, standalone, start at the dashboard", async ({ page }) => {
  const manifest = await (await page.request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ name: "Reach", start_url: "/dashboard", display: "standalone" });
  const sizes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).headers()["content-type"]).toBe("image/png");
  const sw = await page.request.get("/sw.js");
  expect(sw.headers()["content-type"]).toContain("javascript");
  expect(sw.headers()["cache-control"]).toBe("no-cache");
});
