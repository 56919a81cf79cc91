// Background sync (docs/decisions.md "Offline", "Background sync"; Chromium only): writes made offline
// are sent by the service worker once the connection is back, with every page of Reach closed; each
// is stored and awarded once, and the next open shows the summary (the bar's count and one points
// toast), with no duplicate.
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { apiPost, freshMember } from "./support/members";
import { dashboardReady, expectToast, section } from "./support/ui";

test.use({ role: "member" });

const LEARNED = "Learned on the bus";

/** The writes the outbox keeps on this device (its numeric keys). */
const keptWrites = () =>
  new Promise<number>((resolve) => {
    const open = indexedDB.open("reach-outbox");
    open.onerror = () => resolve(-1);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains("writes")) return resolve(0);
      const keys = db.transaction("writes").objectStore("writes").getAllKeys();
      keys.onsuccess = () => {
        resolve(keys.result.filter((key) => typeof key === "number").length);
        db.close();
      };
    };
  });

async function stored(request: APIRequestContext) {
  const goals: { type: string; title: string; isCompleted: boolean }[] = await (await request.get("/api/goals")).json();
  const learned: { content: string }[] = await (await request.get("/api/learnings/learned")).json();
  const user: { xpPoints: number } = await (await request.get("/api/user")).json();
  return {
    task: goals.filter((g) => g.type === "task1").map((g) => `${g.title} ${g.isCompleted}`),
    learned: learned.filter((l) => l.content === LEARNED).length,
    points: user.xpPoints,
  };
}

test("the service worker sends the outbox with every page closed: stored and awarded once, summarised at the next open", async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await freshMember(page, baseURL!, "bs");
  await apiPost(page, baseURL!, "/api/goals", { type: "task1", title: "Stretch" });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
  await page.reload();
  await dashboardReady(page);
  const before = await stored(context.request);
  expect(before).toMatchObject({ task: ["Stretch false"], learned: 0 });

  // Offline: tick the task and add a learned item; both wait in the outbox.
  await context.setOffline(true);
  await page.reload();
  await dashboardReady(page);
  await expect(page.getByTestId("offline-bar-text")).toHaveText("Offline: changes will sync");
  await page.getByTestId("task-row-task1").getByRole("checkbox").click();
  await expect(page.getByTestId("task-row-task1")).toHaveAttribute("data-completed", "true");
  const learned = section(page, "Things I Learned Today");
  await learned.getByLabel("Add to Things I Learned Today").fill(LEARNED);
  await learned.getByLabel("Add to Things I Learned Today").press("Enter");
  await expect(learned.getByRole("list", { name: "Things I Learned Today" }).getByText(LEARNED)).toBeVisible();
  await expect.poll(() => page.evaluate(keptWrites)).toBe(2);

  // Every page of Reach closed; the browser (its context, the worker's registration) stays. A blank
  // page, not Reach's, carries the DevTools session.
  const blank = await context.newPage();
  await page.close();
  await context.setOffline(false);
  const cdp = await context.newCDPSession(blank);
  const registration = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  const registrationId = await registration;
  const dispatchSync = () => cdp.send("ServiceWorker.dispatchSyncEvent", { origin: baseURL!, registrationId, tag: "reach-outbox", lastChance: false });

  await dispatchSync();
  await expect.poll(async () => (await stored(context.request)).task, { timeout: 15_000 }).toEqual(["Stretch true"]);
  await expect.poll(async () => (await stored(context.request)).learned, { timeout: 15_000 }).toBe(1);
  const after = await stored(context.request);
  const gained = after.points - before.points;
  expect(gained).toBeGreaterThan(0);

  // A second sync finds nothing to send: nothing stored or awarded twice.
  await dispatchSync();
  await blank.waitForTimeout(1_500);
  expect(await stored(context.request)).toEqual(after);

  // The next open: no duplicate, the outbox empty, the summary of what the worker sent.
  const next = await context.newPage();
  await next.goto("/dashboard");
  await dashboardReady(next);
  await expect(next.getByTestId("offline-bar-text")).toHaveText("Back online: 2 changes sent");
  await expectToast(next, `+${gained} points for your changes made offline`, "Your changes are synced.");
  await expect(section(next, "Things I Learned Today").getByRole("list", { name: "Things I Learned Today" }).getByText(LEARNED)).toHaveCount(1);
  await expect(next.getByTestId("task-row-task1")).toHaveAttribute("data-completed", "true");
  expect(await next.evaluate(keptWrites)).toBe(0);
  await next.reload();
  await dashboardReady(next);
  await next.waitForTimeout(1_000);
  expect(await stored(context.request)).toEqual(after);
  await cdp.detach();
});
