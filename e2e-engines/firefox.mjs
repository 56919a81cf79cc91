// Firefox for the engine smoke: Debian's firefox-esr driven by puppeteer-core over WebDriver
// BiDi (no geckodriver, nothing downloaded). The thin adapter every step goes through
// (e2e-engines/driver.mjs describes it). Text is typed key by key: BiDi's fill does not reach
// React's inputs.
import puppeteer from "puppeteer-core";
import { FIREFOX } from "./engines.mjs";

/** @returns {Promise<import("./driver.mjs").EngineDriver>} */
export async function launchFirefox({ viewport }) {
  // The script's own cleanup stops it on Ctrl-C or SIGTERM (scripts/lib/lifecycle.mjs), not puppeteer's exit.
  const signals = { handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false };
  const browser = await puppeteer.launch({ browser: "firefox", executablePath: FIREFOX, headless: true, defaultViewport: viewport, ...signals });
  try {
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    await page.setViewport(viewport); // the first tab does not get defaultViewport
    const element = async (css) => {
      const handle = await page.$(css);
      if (!handle) throw new Error(`no element matches ${css}`);
      return handle;
    };
    return {
      version: `Firefox ${(await browser.version()).replace(/^firefox\//, "")}`,
      goto: (url) => page.goto(url, { waitUntil: "load" }),
      reload: () => page.reload({ waitUntil: "load" }),
      click: async (css) => (await element(css)).click(),
      type: async (css, text) => {
        await (await element(css)).focus();
        await page.keyboard.type(text);
      },
      press: (key) => page.keyboard.press(key),
      evaluate: (fn, ...args) => page.evaluate(fn, ...args),
      screenshot: (file) => page.screenshot({ path: file }),
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
