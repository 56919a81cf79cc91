// Runs the smoke steps (e2e-engines/steps.mjs) in one engine as a fresh member and prints a line
// per step: `firefox  ok    sign in (1.2 s)`. After a failed step the rest are skipped (each
// builds on the one before) and a screenshot goes to test-results/engines/.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { freshMember } from "./member.mjs";
import { smokePage } from "./page.mjs";
import { STEPS } from "./steps.mjs";
import { launchFirefox } from "./firefox.mjs";
import { launchWebKit } from "./webkit.mjs";
import { switchableNetwork } from "./network.mjs";

export const VIEWPORT = { width: 1280, height: 800 };

/**
 * The engines, each with what a browser without push permission shows in it: Firefox offers to
 * enable push; WebKitGTK has no Push API (like Safari on an iPhone outside a Home Screen app), so
 * the dialog says push is not supported. Both run the service worker (docs/decisions.md,
 * "Browsers and engines").
 */
export const ENGINES = [
  { name: "firefox", launch: launchFirefox, pushState: "permission-needed", serviceWorker: true },
  { name: "webkit", launch: launchWebKit, pushState: "unsupported", serviceWorker: true },
];

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * Runs every step in `engine`; resolves { passed, failed, skipped }. `onCleanup` (the script's,
 * scripts/lib/lifecycle.mjs) also closes the browser when the script is stopped midway.
 */
export async function runEngine(engine, { base: serverBase, outDir = "test-results/engines", log = console.log, onCleanup = () => {} }) {
  const result = { passed: 0, failed: 0, skipped: 0 };
  const label = engine.name.padEnd(8);
  const started = Date.now();
  let driver;
  // The engine's own way to the server, which a step can cut ("open offline and tick a task").
  const network = await switchableNetwork(Number(new URL(serverBase).port));
  const base = network.base;
  try {
    const member = await freshMember(base, engine.name);
    driver = await engine.launch({ viewport: VIEWPORT });
    const launched = driver;
    onCleanup(() => launched.close().catch(() => {}));
    log(`${label}${driver.version}, member ${member.username} (${seconds(started)})`);
    const page = smokePage(driver, { base });
    for (const [i, step] of STEPS.entries()) {
      if (result.failed) {
        log(`${label}skip  ${step.name}`);
        result.skipped += 1;
        continue;
      }
      const at = Date.now();
      try {
        await step.run({ page, member, engine, network });
        log(`${label}ok    ${step.name} (${seconds(at)})`);
        result.passed += 1;
      } catch (error) {
        log(`${label}FAIL  ${step.name} (${seconds(at)}): ${String(error?.message ?? error).split("\n")[0]}`);
        result.failed += 1;
        mkdirSync(outDir, { recursive: true });
        const shot = path.join(outDir, `${engine.name}-${i + 1}.png`);
        await driver.screenshot(shot).then(() => log(`${label}      screenshot: ${shot}`), () => {});
      }
    }
  } catch (error) {
    log(`${label}FAIL  could not start: ${String(error?.message ?? error).split("\n")[0]}`);
    result.failed += 1;
    result.skipped = STEPS.length;
  } finally {
    await driver?.close().catch(() => {});
    await network.close();
  }
  return result;
}
