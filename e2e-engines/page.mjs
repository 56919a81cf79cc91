// What the smoke steps say about a page, written once for every engine on top of its thin
// driver (e2e-engines/driver.mjs): waiting until something holds, finding an element by its
// text, visibility, values. Every check runs in the page, so each engine answers for itself.

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export class SmokeFailure extends Error {}

/**
 * Runs in the page (self-contained: the page's CSP forbids eval): how many elements matching css
 * (and whose whole text is `text`, when given) are visible the way a person sees them (laid out,
 * not hidden, not transparent); `mark` tags the first with data-smoke for the driver. With
 * `clickable`, the first is scrolled to the middle of the window and counts only when nothing
 * covers its centre (a closing toast, a dialog's overlay): what a person's click would reach.
 */
function visibleCount(css, text, mark, clickable) {
  const shown = (el) => {
    if (!el.getClientRects().length) return false;
    for (let e = el; e; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.visibility === "hidden" || style.display === "none" || style.opacity === "0") return false;
    }
    return true;
  };
  const norm = (s) => s.replace(/\s+/g, " ").trim();
  const found = [...document.querySelectorAll(css)].filter((el) => shown(el) && (text === null || norm(el.textContent) === text));
  const first = found[0];
  if (first && clickable) {
    first.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
    const box = first.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    if (!hit || !(first === hit || first.contains(hit))) return 0;
  }
  if (mark && first) first.setAttribute("data-smoke", mark);
  return found.length;
}

/** The page as the steps see it; every wait gives up after timeoutMs (20 s: WebKit on a busy 2-core machine is slow). */
export function smokePage(driver, { base, timeoutMs = 20_000 }) {
  let marks = 0;

  /** Polls `fn(...args)` in the page until it returns something truthy; returns it. */
  async function waitFor(message, fn, ...args) {
    const until = Date.now() + timeoutMs;
    let last;
    for (;;) {
      try {
        last = await driver.evaluate(fn, ...args);
        if (last) return last;
      } catch (error) {
        last = error.message.split("\n")[0]; // a navigation in flight: try again
      }
      if (Date.now() > until) throw new SmokeFailure(`${message} (waited ${timeoutMs / 1000} s; last: ${JSON.stringify(last)})`);
      await sleep(150);
    }
  }

  /** Marks the first visible element matching css (and whose whole text is `text`); returns a selector for it. */
  async function find(css, text = null, { clickable = false } = {}) {
    const mark = `s${++marks}`;
    const what = `${css}${text === null ? "" : ` with text "${text}"`} is ${clickable ? "visible and uncovered" : "visible"}`;
    await waitFor(what, visibleCount, css, text, mark, clickable);
    return `[data-smoke="${mark}"]`;
  }

  /** Waits until a person could click it, then clicks it; again while something still covers it. */
  async function click(css, text = null) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const target = await find(css, text, { clickable: true });
      try {
        return await driver.click(target);
      } catch (error) {
        if (!/intercepted|not interactable/.test(error.message) || Date.now() > until) throw error;
        await sleep(150);
      }
    }
  }

  /** Clicks it if a person could right now; false (no wait) when it is not there or covered. */
  async function clickIfThere(css, text = null) {
    const mark = `s${++marks}`;
    if (!(await driver.evaluate(visibleCount, css, text, mark, true))) return false;
    return driver.click(`[data-smoke="${mark}"]`).then(() => true, () => false);
  }

  return {
    waitFor,
    clickIfThere,
    find,
    goto: (path) => driver.goto(`${base}${path}`),
    reload: () => driver.reload(),
    click,
    type: async (css, text) => driver.type(await find(css), text),
    press: (key) => driver.press(key),
    evaluate: (fn, ...args) => driver.evaluate(fn, ...args),
    visible: async (css, text = null) => (await driver.evaluate(visibleCount, css, text, null, false)) > 0,
    waitHidden: (css) => waitFor(`${css} is hidden`, (css) => !document.querySelector(css) || document.querySelector(css).getClientRects().length === 0, css),
    /** Waits until the field's value is `want`. */
    waitValue: (what, css, want) =>
      waitFor(`${what} is ${JSON.stringify(want)}`, (css, want) => document.querySelector(css)?.value === want, css, want),
    text: (css) => driver.evaluate((css) => document.querySelector(css)?.textContent?.replace(/\s+/g, " ").trim() ?? null, css),
  };
}

/** Throws a SmokeFailure saying what was expected when `ok` is false. */
export function check(ok, message) {
  if (!ok) throw new SmokeFailure(message);
}
