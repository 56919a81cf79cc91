// Screenshots of /dashboard and /goals with a member's real day, for docs/screenshots
// (1280x800 and 375x667, light and dark).
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { freshMember } from "./journal-support";
import { SCHEMES, VIEWPORTS, shoot } from "./support/screenshots";
import { reloadDashboard } from "./support/ui";

async function fillADay(page: Page, baseURL: string) {
  const post = async (url: string, data: object) => {
    const res = await page.request.post(url, { data, headers: { Origin: baseURL } });
    expect(res.ok(), url).toBe(true);
    return res.json();
  };
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const done = await post("/api/goals", { type: "smart3", title: "Read 2 leadership books this month", deadline: inDays(10) });
  await page.request.patch(`/api/goals/${done.id}`, { data: { isCompleted: true }, headers: { Origin: baseURL } });
  await page.request.delete(`/api/goals/${done.id}`, { headers: { Origin: baseURL } });
  await post("/api/goals", { type: "smart1", title: "Run a half marathon under 2 hours by June", deadline: inDays(40) });
  await post("/api/goals", { type: "smart2", title: "Save $500 for a new laptop in 8 weeks", deadline: inDays(5) });
  await post("/api/goals", { type: "main", title: "Become a certified performance coach" });
  await post("/api/goals", { type: "task1", title: "30-minute tempo run", isCompleted: true });
  await post("/api/goals", { type: "task2", title: "Transfer $65 to savings" });
  await post("/api/behavior", { continueDoing: "Morning runs before work", startDoing: "Stretching after each run", stopDoing: "" });
  await post("/api/learnings", { type: "learned", content: "Easy runs build the aerobic base" });
  await post("/api/learnings", { type: "accomplished", content: "Ran 8 km without stopping" });
  await post("/api/mindset", { visualization: "Crossing the finish line, arms up", isVisualizationCompleted: true });
  await post("/api/notes", { content: "Buy new running shoes on Saturday." });
}

test.describe("journal screenshots", () => {
  for (const vp of VIEWPORTS) {
    for (const scheme of SCHEMES) {
      test(`dashboard and goals ${vp.name} ${scheme}`, async ({ page, baseURL }) => {
        await page.setViewportSize(vp);
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
        await freshMember(page, baseURL!);
        await fillADay(page, baseURL!);
        await reloadDashboard(page); // every part live and the widget panel there for the whole-page picture
        await expect(page.getByLabel("SMART goal 1", { exact: true })).toHaveValue(/half marathon/);
        await page.waitForLoadState("networkidle");
        await shoot(page, vp, `journal-dashboard-${vp.name}-${scheme}`);
        await page.goto("/goals");
        await expect(page.getByRole("list", { name: "Completed goals" })).toBeVisible();
        await shoot(page, vp, `journal-goals-${vp.name}-${scheme}`);
      });
    }
  }
});
