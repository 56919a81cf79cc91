// The service worker shows a pushed notification: Chromium delivers a push to it through the
// DevTools protocol (ServiceWorker.deliverPushMessage), as a push service would.
import { expect, test } from "./support/fixtures";

test.use({ role: "member" });

test("a push delivered to the service worker shows a notification", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["notifications"], { origin: baseURL! });
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: list }) => {
    for (const r of list) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
  });
  await cdp.send("ServiceWorker.enable");

  await page.goto("/dashboard");
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${baseURL}/`);
  await expect.poll(() => registrations.get(scope)).toBeTruthy();

  const payload = { title: "Pushed from the test", body: "Delivered through CDP", url: "/dashboard", tag: "e2e-push" };
  await cdp.send("ServiceWorker.deliverPushMessage", { origin: new URL(baseURL!).origin, registrationId: registrations.get(scope)!, data: JSON.stringify(payload) });

  await expect
    .poll(() =>
      page.evaluate(async () => {
        const reg = await navigator.serviceWorker.ready;
        return (await reg.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag }));
      }),
    )
    .toContainEqual({ title: "Pushed from the test", body: "Delivered through CDP", tag: "e2e-push" });

  // The manifest that makes Reach installable is linked and served.
  const href = await page.locator("link[rel=manifest]").getAttribute("href");
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({ name: "Reach", start_url: "/dashboard", display: "standalone" });
  expect((await page.request.get("/icons/icon-192.png")).headers()["content-type"]).toBe("image/png");
});
