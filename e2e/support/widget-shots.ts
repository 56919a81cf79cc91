// Widget screenshots and axe (docs/decisions.md "The toolkit: list widgets"): local data seeded the way a widget's storage module
// writes it (reach:<member>:<key>, { v: 1, data }), then the dashboard with the widget open at
// 1280x800 and 375x667, light and dark, with no serious or critical axe violation.
import { expect, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { SCREENS, screenshotPath, showScreen } from "./screenshots";

export async function seedLocal(page: Page, key: string, data: unknown) {
  const session = await (await page.request.get("/api/session")).json();
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [`reach:${session.userId}:${key}`, JSON.stringify({ v: 1, data })] as const);
}

/** Axe on the open widget's dashboard, then the widget in every screen (the phone's viewport too). */
export async function shootWidget(page: Page, id: string) {
  const widget = page.getByTestId(`${id}-widget`);
  await expect(widget).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const screen of SCREENS) {
    await showScreen(page, screen, { reducedMotion: true });
    await widget.scrollIntoViewIfNeeded();
    await page.waitForTimeout(150);
    await widget.screenshot({ path: screenshotPath(`widget-${id}-${screen.name}`) });
    if (screen.vp.name === "mobile") await page.screenshot({ path: screenshotPath(`widget-${id}-${screen.name}-viewport`) });
  }
  await showScreen(page, SCREENS[3]);
  await expectNoSeriousA11yViolations(page);
}
