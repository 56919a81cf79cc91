// Issue 16: what the dashboard downloads around and after first paint. The server's HTML already
// holds the member's data, so the browser reads none of it again after hydration; a journal reset
// reads the progress panel at most twice; one font (Geist's Latin subset) is preloaded and no other
// font is fetched for the app's own text.
import type { Page, Request } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { freshMember } from "./support/members";
import { dashboardReady } from "./support/ui";
import { DASHBOARD_READS } from "../scripts/lib/dashboard-calls.mjs";

/** Every read the server prefetches for /dashboard (the layout's session, user and bell; the page's journal and progress area). */
const PREFETCHED = [
  "/api/session",
  ...DASHBOARD_READS,
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

/** The dashboard after hydration, its widget panel (loaded once interactive) and a quiet second. */
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
