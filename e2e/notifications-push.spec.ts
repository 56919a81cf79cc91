// The service worker shows a pushed notification: Chromium delivers a push to it through the
// DevTools protocol (ServiceWorker.deliverPushMessage), as a push service would.
import { expect, test } from "./support/fixtures";

test.use({ role: "member" });

test("a push delivered to the service worker shows a notification", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["notifications"], { origin: baseURL! });
  const cdp = await context.newCDPSession(page);
  // The scope's live registration and each registration's worker status, as the browser reports
  // them (a deleted registration's id is forgotten), and every event, for a failure's message.
  const registrations = new Map<string, string>();
  const statuses = new Map<string, string>();
  const events: string[] = [];
  const started = Date.now();
  cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: list }) => {
    for (const r of list) {
      events.push(`${Date.now() - started} ms: registration ${r.registrationId} ${r.scopeURL}${r.isDeleted ? " deleted" : ""}`);
      if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
      else if (registrations.get(r.scopeURL) === r.registrationId) registrations.delete(r.scopeURL);
    }
  });
  cdp.on("ServiceWorker.workerVersionUpdated", ({ versions }) => {
    for (const v of versions) {
      events.push(`${Date.now() - started} ms: version ${v.versionId} of ${v.registrationId} ${v.status} ${v.runningStatus}`);
      statuses.set(v.registrationId, v.status);
    }
  });
  cdp.on("ServiceWorker.workerErrorReported", ({ errorMessage: e }) => events.push(`${Date.now() - started} ms: error in ${e.registrationId}: ${e.errorMessage} (${e.sourceURL}:${e.lineNumber})`));
  await cdp.send("ServiceWorker.enable");

  await page.goto("/dashboard");
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${baseURL}/`);
  // The push goes to the scope's registration once the browser reports its worker activated.
  await expect.poll(() => statuses.get(registrations.get(scope) ?? ""), { message: "the scope's worker is activated" }).toBe("activated");

  const payload = { title: "Pushed from the test", body: "Delivered through CDP", url: "/dashboard", tag: "e2e-push" };
  const registrationId = registrations.get(scope)!;
  events.push(`${Date.now() - started} ms: push delivered to registration ${registrationId}`);
  await cdp.send("ServiceWorker.deliverPushMessage", { origin: new URL(baseURL!).origin, registrationId, data: JSON.stringify(payload) });

  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const reg = await navigator.serviceWorker.ready;
          return (await reg.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag }));
        }),
      { message: "the pushed notification shows" },
    )
    .toContainEqual({ title: "Pushed from the test", body: "Delivered through CDP", tag: "e2e-push" })
    .catch((error: Error) => {
      throw new Error(`${error.message}\nThe service worker's events:\n${events.join("\n")}`);
    });

  // The manifest that makes Reach installable is linked and served.
  const href = await page.locator("link[rel=manifest]").getAttribute("href");
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({ name: "Reach", start_url: "/dashboard", display: "standalone" });
  expect((await page.request.get("/icons/icon-192.png")).headers()["content-type"]).toBe("image/png");
});
