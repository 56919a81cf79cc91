// The screens the docs/screenshots specs shoot: desktop 1280x800 and phone 375x667, each light
// and dark, and the files they write.
import path from "node:path";
import type { Page } from "@playwright/test";

export const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 375, height: 667 },
] as const;
export const SCHEMES = ["light", "dark"] as const;

export type Viewport = (typeof VIEWPORTS)[number];
export type Screen = { vp: Viewport; scheme: (typeof SCHEMES)[number]; name: string };

/** Every viewport in every colour scheme, named like "mobile-dark". */
export const SCREENS: Screen[] = VIEWPORTS.flatMap((vp) => SCHEMES.map((scheme) => ({ vp, scheme, name: `${vp.name}-${scheme}` })));

/** test-results/screenshots in a test run; `npm run screenshots` refreshes docs/screenshots. */
export const SCREENSHOT_DIR = path.resolve(process.env.SCREENSHOT_DIR ?? path.join("test-results", "screenshots"));
export const screenshotPath = (name: string) => path.join(SCREENSHOT_DIR, `${name}.png`);

/**
 * Sizes the page and sets its colour scheme (and, for stable pictures, reduced motion), then waits
 * out the CSS transitions the switch starts: a button's colours fade for 150 ms (`transition-all`),
 * and axe measuring contrast halfway between dark and light finds colours no member sees at rest.
 * getAnimations() brings the styles up to date first, so the switch's transitions are among them;
 * endless animations (a spinner, a skeleton's pulse) are not transitions and are not waited for.
 */
export async function showScreen(page: Page, screen: Screen, opts: { reducedMotion?: boolean } = {}) {
  await page.setViewportSize(screen.vp);
  await page.emulateMedia({ colorScheme: screen.scheme, ...(opts.reducedMotion ? { reducedMotion: "reduce" } : {}) });
  await page.evaluate(() => {
    // A part painted only near the viewport (content-visibility: auto) holds its transitions until
    // it is shown, so only transitions of what is rendered are waited for.
    const shown = (a: Animation) => {
      const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
      return target?.checkVisibility({ contentVisibilityAuto: true }) ?? false;
    };
    const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition && shown(a));
    return Promise.all(transitions.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * The screen as the viewport shows it, and the whole page (-full) taken with a viewport as tall
 * as the page, so fixed bars sit at the bottom instead of across the middle.
 */
export async function shoot(page: Page, vp: Viewport, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: screenshotPath(name) });
  // Sized again until the page's height holds: parts painted only near the viewport
  // (content-visibility) take their real height once the tall viewport shows them.
  let height = 0;
  for (let i = 0; i < 5; i++) {
    if (i) await page.waitForTimeout(300); // a resize reaches the parts' layout a few frames later
    const now = await page.evaluate(() => document.documentElement.scrollHeight);
    if (now === height) break;
    height = now;
    await page.setViewportSize({ width: vp.width, height });
  }
  await page.screenshot({ path: screenshotPath(`${name}-full`) });
  await page.setViewportSize(vp);
}
