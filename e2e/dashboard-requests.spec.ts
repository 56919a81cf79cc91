// docs/decisions.md "Loaded when used, not with the page": what the dashboard downloads around and after first paint. The server's HTML already
// holds the member's data, so the browser reads none of it again after hydration; a journal reset
// reads the progress panel at most twice; one font (Geist's Latin subset) is preloaded and no other
// font is fetched for the app's own text. docs/decisions.md "Below the first screen loads later": on a phone, what is below the first screen (the
// widget panel included) loads after the load event, so the script fetched before it stays <= 250 kB,
// and the sections far below hydrate only once the member scrolls; the big scripts carry V8's
// compile hint (docs/decisions.md "Big scripts compile while they download").
import type { Browser, Page, Request } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { freshMember } from "./support/members";
import { dashboardReady } from "./support/ui";
import { seedLocal } from "./support/widget-shots";
import { HINT, MIN_BYTES } from "../scripts/lib/compile-hints.mjs";
import { DASHBOARD_READS } from "../server/dashboard-calls.mjs";

/** Every read the server prefetches for /dashboard (the layout's session, user and bell; the page's
 * journal and progress area). Of the coach tips it sends the first; the others are read at most once, when idle. */
const TIPS = "/api/coach-tips";
const PREFETCHED = [
  "/api/session",
  ...DASHBOARD_READS.filter((path) => path !== TIPS),
  "/api/progress",
  "/api/badges",
  "/api/insights/goals",
  "/api/insights/progress",
  "/api/insights/behavior",
];

/** Records the GETs of /api/* and the fonts from now on. */
function record(page: Page) {
  const reads: string[] = [];
  const fonts: string[] = [];
  const onRequest = (r: Request) => {
    const url = new URL(r.url());
    if (r.method() === "GET" && url.pathname.startsWith("/api/")) reads.push(url.pathname);
    if (r.resourceType() === "font") fonts.push(url.pathname.split("/").pop()!);
  };
  page.on("request", onRequest);
  return { reads, fonts, stop: () => page.off("request", onRequest) };
}

/** The dashboard after hydration (every part: dashboardReady starts those below), its widget panel and a quiet second. */
async function settled(page: Page) {
  await dashboardReady(page);
  await expect(page.locator("#toolkit")).toBeVisible();
  await page.waitForTimeout(1500);
}

test("a visit reads nothing again that the server already sent", async ({ page, baseURL }) => {
  await freshMember(page, baseURL!, "reqs"); // the first visit of the day (its quiet reset) is below
  await page.waitForTimeout(1500);
  const seen = record(page);
  await page.goto("/dashboard");
  await settled(page);
  seen.stop();
  expect(seen.reads.filter((path) => PREFETCHED.includes(path))).toEqual([]);
  // The other tips are read once when idle, or not at all when the device copy of the first visit
  // (docs/decisions.md "Offline") already holds them.
  expect(seen.reads.filter((path) => path === TIPS).length).toBeLessThanOrEqual(1);
});

test("the first visit of a day: the quiet reset reads the progress panel at most twice", async ({ page, baseURL }) => {
  const seen = record(page);
  await freshMember(page, baseURL!, "reqr");
  await settled(page);
  seen.stop();
  expect(seen.reads.filter((path) => path === "/api/progress").length).toBeLessThanOrEqual(2);
});

test("one font is preloaded and only the Latin Geist subset is fetched for the app's text", async ({ page, baseURL }) => {
  for (const path of ["/", "/dashboard"]) {
    if (path === "/dashboard") await freshMember(page, baseURL!, "reqf");
    const response = await page.request.get(path);
    const preloads = (response.headers()["link"] ?? "").split(",").filter((link) => /as="?font/.test(link));
    expect(preloads, path).toHaveLength(1);
    expect(preloads[0], path).toContain("geist_latin");
    const seen = record(page);
    await page.goto(path);
    if (path === "/dashboard") await settled(page);
    else await page.waitForLoadState("networkidle");
    seen.stop();
    expect(seen.fonts.every((font) => font.startsWith("geist_latin")), `${path}: ${seen.fonts.join(", ")}`).toBe(true);
  }
});

/** A fresh phone page (an empty HTTP cache, so every script is transferred and counted again) noting when the widget panel and every part arrived. */
async function phonePage(page: Page, browser: Browser) {
  const phone = await browser.newContext({ viewport: { width: 375, height: 667 }, storageState: await page.context().storageState() });
  const fresh = await phone.newPage();
  await fresh.addInitScript(() => {
    const seen: { toolkit?: number; hydrated?: number } = {};
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      if (!seen.toolkit && document.getElementById("toolkit")) seen.toolkit = performance.now();
      if (!seen.hydrated && document.querySelector('[data-hydrated="true"]')) seen.hydrated = performance.now();
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
  });
  const figures = () =>
    fresh.evaluate(() => {
      // The page's first idle moment after the load event (components/shared/after-load).
      const idleAt = performance.getEntriesByName("reach:after-load", "mark")[0]?.startTime ?? null;
      const loadAt = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd;
      const chunks = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((r) => /\/_next\/static\/.*\.js(\?|$)/.test(r.name));
      const before = chunks.filter((r) => idleAt === null || r.startTime < idleAt);
      const seen = (window as unknown as { __seen: { toolkit?: number; hydrated?: number } }).__seen;
      return { idleAt, loadAt, scriptBeforeIdle: before.reduce((sum, r) => sum + r.transferSize, 0), chunksAfterIdle: chunks.length - before.length, ...seen };
    });
  return { phone, fresh, figures };
}

test("on a phone, <= 250 kB of script before the page is idle; the widget panel and the sections far below wait for the member", async ({ page, browser, baseURL }) => {
  await freshMember(page, baseURL!, "reqp");
  await page.waitForTimeout(1500);
  const { phone, fresh, figures } = await phonePage(page, browser);
  await fresh.goto(`${baseURL}/dashboard`);
  await expect.poll(() => fresh.evaluate(() => performance.getEntriesByName("reach:after-load", "mark").length)).toBe(1);
  await fresh.waitForTimeout(1500);
  // React marks each element it has hydrated with its fiber; server HTML still waiting has none.
  const hydrated = (selector: string) => fresh.locator(selector).evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber")));
  expect(await hydrated("#goals"), "the goals, on the first screen, hydrate at once").toBe(true);
  expect(await hydrated("#stats"), "the progress summary, far below, waits for the member").toBe(false);
  const idle = await figures();
  expect(idle.idleAt, "the idle mark, after the load event").toBeGreaterThanOrEqual(idle.loadAt);
  expect(idle.scriptBeforeIdle, "script transferred before the page is idle (bytes)").toBeLessThanOrEqual(250_000);
  expect(idle.scriptBeforeIdle, "counted from the network, not the cache").toBeGreaterThan(100_000);
  expect(idle.chunksAfterIdle, "chunks fetched once idle").toBeGreaterThan(0);
  expect(idle.toolkit, "no timer runs: the widget panel waits for the member").toBeUndefined();
  expect(idle.hydrated, "no scroll yet: the parts far below still wait").toBeUndefined();
  await fresh.mouse.move(180, 400);
  await fresh.mouse.wheel(0, 300);
  await expect(fresh.locator('[data-hydrated="true"]'), "the first scroll hydrates every part").toBeVisible();
  await expect(fresh.locator("#toolkit"), "and brings the widget panel").toBeAttached();
  expect(await hydrated("#stats")).toBe(true);
  await phone.close();
});

test("on a phone, a running Pomodoro brings the widget panel once the page is idle, with its clock in the tab's title", async ({ page, browser, baseURL }) => {
  await freshMember(page, baseURL!, "reqt");
  const phase = { tasks: [], currentTaskId: null, phase: "work", run: { runningSince: Date.now() - 60_000, elapsedBefore: 0 }, pomodoroCount: 0, tasksCreated: 0, totalTimeToday: 0, today: "" };
  await seedLocal(page, "pomodoro", phase);
  await seedLocal(page, "selected-widget", "pomodoro");
  const { phone, fresh, figures } = await phonePage(page, browser);
  await fresh.goto(`${baseURL}/dashboard`);
  await expect(fresh.getByTestId("pomodoro-widget")).toBeAttached();
  await expect(fresh).toHaveTitle(/^2[34]:\d\d · Focus · Reach$/);
  const idle = await figures();
  expect(idle.toolkit, "the panel mounts once idle").toBeGreaterThanOrEqual(idle.idleAt!);
  expect(idle.hydrated, "without a scroll: the parts far below still wait").toBeUndefined();
  await phone.close();
});

test("on a phone, the parts far below the first screen are not rendered until they come near it", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await freshMember(page, baseURL!, "reqcv");
  await dashboardReady(page);
  // checkVisibility({ contentVisibilityAuto: true }) is false for content the browser skips
  // (content-visibility: auto, docs/decisions.md "Parts below the first screen are painted when near").
  const rendered = (selector: string) =>
    page.locator(selector).evaluate((el) => (el as Element & { checkVisibility(o: object): boolean }).checkVisibility({ contentVisibilityAuto: true }));
  expect(await rendered("#goals h2")).toBe(true);
  expect(await rendered("#stats h2")).toBe(false);
  await page.locator("#stats").scrollIntoViewIfNeeded();
  await expect.poll(() => rendered("#stats h2")).toBe(true);
});

test("the dashboard's big scripts carry V8's compile hint on their first line; its small scripts do not", async ({ page, baseURL }) => {
  await freshMember(page, baseURL!, "reqhint");
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.startsWith("/_next/static/chunks/") && url.endsWith(".js")),
  );
  const scripts = await Promise.all(urls.map(async (url) => (await page.request.get(url, { headers: { "accept-encoding": "br" } })).body()));
  const hint = Buffer.from(HINT);
  const hinted = (body: Buffer) => body.subarray(0, hint.length).equals(hint);
  // The step's own threshold (scripts/lib/compile-hints.mjs), on the size before the hint.
  const big = scripts.filter((body) => body.length - (hinted(body) ? hint.length : 0) >= MIN_BYTES);
  expect(big.length, "React DOM's and the router's chunks").toBeGreaterThanOrEqual(2);
  expect(big.every(hinted)).toBe(true);
  expect(scripts.filter((body) => !big.includes(body)).some(hinted)).toBe(false);
});
