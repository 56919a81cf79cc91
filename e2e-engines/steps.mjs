// The engine smoke (docs/decisions.md "Browsers and engines"): one list of steps, written once, that every engine runs in order
// against the production build as one fresh member. A step gets { page, member, engine } (page:
// e2e-engines/page.mjs over the engine's thin driver) and throws to fail.
import { check } from "./page.mjs";

const GOAL = 'textarea[aria-label="SMART goal 1"]';
const BEHAVIOR = "#behavior-continueDoing";
const POPUP = '[data-testid="celebration-popup"]';
const TASK = 'textarea[aria-label="Task 1"]';
const TASK_ROW = '[data-testid="task-row-task1"]';
const POMODORO = '[data-testid="pomodoro-widget"]';
const POMODORO_TIME = '[data-testid="pomodoro-time"]';

/** Seconds left on a "mm:ss" clock. */
export const clockSeconds = (text) => {
  const m = /(\d+):(\d\d)/.exec(text ?? "");
  return m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
};

/** The dashboard is live: React has hydrated every part (typing before that is dropped) and the widget panel is there. */
async function dashboardReady(page) {
  // The progress parts far below the first screen hydrate when near it or at the member's first
  // scroll, touch, click or key (docs/decisions.md "Parts below the first screen hydrate when
  // near"), and the widget panel loads so unless a timer runs: a pixel's scroll, again until they are.
  await page.waitFor("every part is hydrated", () => {
    if (document.querySelector('[data-hydrated="true"]') && document.getElementById("toolkit")) return true;
    window.scrollBy(0, window.scrollY > 0 ? -1 : 1);
    return false;
  });
  await page.find(GOAL);
}

/** The resource timings' paths: what the page fetched since it loaded (no method: GETs on load). */
const fetchedPaths = (page) => page.evaluate(() => performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname));

/** Closes celebrations until none shows for a second (a badge's may follow an action's own). */
async function closeCelebrations(page) {
  const until = Date.now() + 30_000;
  let quietSince = Date.now();
  while (Date.now() - quietSince < 1_000) {
    check(Date.now() < until, "celebrations kept opening for 30 s");
    if (await page.visible(POPUP)) {
      await page.clickIfThere(`${POPUP} button`, "Continue"); // it also closes by itself after 3 s
      quietSince = Date.now();
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Records each media play() and how it ended, so a step can tell whether a sound played. Runs in the page. */
function recordSounds() {
  window.__smokeSounds = [];
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function () {
    const entry = { src: this.currentSrc || this.src, muted: this.muted, result: "pending" };
    window.__smokeSounds.push(entry);
    const played = play.call(this);
    played?.then(
      () => (entry.result = "played"),
      (error) => (entry.result = error?.name ?? String(error)),
    );
    return played;
  };
  return true;
}

/** @type {{ name: string, run: (t: { page: ReturnType<typeof import("./page.mjs").smokePage>, member: any, engine: any, network: any }) => Promise<void> }[]} */
/** In the page: whether the device copy (IndexedDB "reach-offline", lib/client/offline/query-persistence) saved since `since` holds the goals. */
function deviceCopyHoldsGoals(since) {
  return new Promise((resolve) => {
    const open = indexedDB.open("reach-offline");
    // Never create the database here (the app creates it with its store): an absent one is "not yet".
    open.onupgradeneeded = () => open.transaction.abort();
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains("copies")) return db.close(), resolve(false);
      const all = db.transaction("copies").objectStore("copies").getAll();
      all.onerror = () => (db.close(), resolve(false));
      all.onsuccess = () => {
        db.close();
        resolve(all.result.some((copy) => copy?.savedAt >= since && copy.queries?.some((q) => q.key?.[0] === "/api/goals")));
      };
    };
  });
}

export const STEPS = [
  {
    name: "sign in",
    async run({ page, member }) {
      await page.goto("/");
      await page.type("#login-username", member.username);
      await page.type("#login-password", member.password);
      await page.click('form[aria-label="Login"] button[type="submit"]');
      await page.waitFor("the dashboard opens", () => location.pathname === "/dashboard");
      await dashboardReady(page);
      // A member who joined today starts the day quietly with one force-reset: let it finish.
      await page.waitFor("the day's quiet reset is done", () => performance.getEntriesByType("resource").some((e) => e.name.includes("/api/force-reset")));
    },
  },
  {
    name: "the dashboard's first paint holds the member's data",
    async run({ page, member }) {
      await page.goto("/dashboard");
      await page.waitValue("SMART goal 1", GOAL, member.goal);
      await dashboardReady(page);
      const reads = (await fetchedPaths(page)).filter((p) => /^\/api\/(goals|behavior|learnings|mindset|notes|users\/me)/.test(p));
      check(reads.length === 0, `the dashboard fetched its data after the first paint: ${reads.join(", ")}`);
      const hidden = await page.evaluate((css) => {
        const el = document.querySelector(css);
        return el.scrollHeight - el.clientHeight;
      }, GOAL);
      check(hidden <= 1, `the goal's field hides ${hidden}px of its title (it must grow to show all of it)`);
      const text = await page.text('[data-testid="header-user"]');
      check(text?.includes(member.username) ?? false, `the header shows the member (${JSON.stringify(text)})`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      check(overflow <= 0, `the page is ${overflow}px wider than the window`);
    },
  },
  {
    name: "a behavior autosave survives a reload",
    async run({ page, member }) {
      await page.type(BEHAVIOR, member.note);
      await page.find(`section:has(${BEHAVIOR}) [role="status"][data-status="saved"]`);
      await page.reload();
      await dashboardReady(page);
      await page.waitValue("Continue Doing", BEHAVIOR, member.note);
    },
  },
  {
    name: "a SMART goal completes with its celebration",
    async run({ page, member }) {
      await page.evaluate(recordSounds);
      await page.click('[data-testid="goal-row-smart1"] input[type="checkbox"]');
      await page.find(POPUP);
      const popup = await page.text(POPUP);
      // "+45 Points", "+25 goal, +20 badge: First Goal", "SMART Goal Completed!", the goal's title.
      const said = ["+25 goal", "SMART Goal Completed!", member.goal].every((text) => popup?.includes(text));
      check(said, `the celebration names the goal and its +25 (${JSON.stringify(popup)})`);
      // Audible plays only: the first gesture's muted start of every sound is not the celebration's.
      const sound = await page.waitFor("the achievement sound is played", () =>
        (window.__smokeSounds ?? []).find((s) => !s.muted && s.src.endsWith("/sounds/achievement.mp3") && s.result !== "pending"),
      );
      check(sound.result === "played", `the achievement sound did not play: ${sound.result}`);
      await closeCelebrations(page);
      // 3 s after completing, the slot is free for a new goal.
      await page.find('[data-testid="goal-row-smart1"][data-goal-id="-1"]');
      await page.waitValue("the freed SMART goal 1", GOAL, "");
    },
  },
  {
    name: "a Pomodoro starts and keeps its time across a reload",
    async run({ page, member }) {
      await page.click('section#toolkit button[aria-label="Change widget"]');
      await page.click('[role="dialog"] [data-widget="pomodoro"]');
      await page.find(POMODORO);
      await page.type(`${POMODORO} input[aria-label="New Pomodoro task"]`, member.task);
      await page.press("Enter");
      await page.waitFor("the task is the current one", (css, task) => document.querySelector(css)?.textContent === task, '[data-testid="pomodoro-current-task"]', member.task);
      await closeCelebrations(page); // the first task's award
      await page.click(`${POMODORO} button`, "Start");
      await page.waitFor("the clock runs", (css) => !/^25:00/.test(document.querySelector(css)?.textContent ?? "25:00"), POMODORO_TIME);
      await page.waitFor("the tab title shows the clock", () => /^\d\d:\d\d · Focus · Reach$/.test(document.title));
      const before = clockSeconds(await page.text(POMODORO_TIME));
      const reloadedAt = Date.now();
      await page.reload();
      await page.find(POMODORO);
      await page.find(`${POMODORO} button`, "Pause");
      const after = clockSeconds(await page.text(POMODORO_TIME));
      const elapsed = Math.ceil((Date.now() - reloadedAt) / 1000);
      check(after <= before && after >= before - elapsed - 1, `the clock showed ${before} s left before the reload and ${after} s after (${elapsed} s later)`);
      await page.click(`${POMODORO} button`, "Pause");
      await page.find(`${POMODORO} button`, "Start");
    },
  },
  {
    name: "Notification Settings shows the state of a browser without push permission",
    async run({ page, engine }) {
      const permission = await page.evaluate(() => (typeof Notification === "undefined" ? "none" : Notification.permission));
      check(permission !== "granted", `the browser already granted notifications`);
      await page.click('[data-testid="push-settings-button"]');
      const state = await page.waitFor(
        "the push state is known",
        () => {
          const s = document.querySelector('[role="dialog"] [data-testid="push-state"]')?.getAttribute("data-state");
          return s && s !== "checking" ? s : null;
        },
      );
      check(state === engine.pushState, `the dialog shows "${state}", expected "${engine.pushState}"`);
      if (state === "permission-needed") await page.find('[role="dialog"] button', "Enable Notifications");
      if (state === "unsupported") await page.find('[role="dialog"] [data-testid="push-state"] p', "Push notifications are not supported in your browser.");
      await page.click('[role="dialog"] [data-slot="dialog-close"]');
      await page.waitHidden('[role="dialog"] [data-testid="push-state"]');
    },
  },
  {
    name: "the service worker is active",
    async run({ page, engine }) {
      const active = await page.waitFor("the service worker is active", () =>
        "serviceWorker" in navigator ? navigator.serviceWorker.getRegistration("/").then((r) => (r?.active ? r.active.scriptURL : null)) : "unsupported",
      );
      const got = active === "unsupported" ? active : new URL(active).pathname;
      check(got === (engine.serviceWorker ? "/sw.js" : "unsupported"), `service worker: ${got}`);
    },
  },
  {
    name: "open offline and tick a task",
    async run({ page, member, network }) {
      // The worker keeps the page and the device its data (docs/product/offline.md): one visit while
      // the worker controls the page, then the device copy written since holds the goals.
      await page.waitFor("the service worker controls the page", () => navigator.serviceWorker?.controller !== null);
      await page.reload();
      await dashboardReady(page);
      const since = await page.evaluate(() => Date.now());
      await page.waitFor("the device copy of this visit holds the goals", deviceCopyHoldsGoals, since);
      network.cut();
      await page.reload();
      await dashboardReady(page);
      await page.find('[data-testid="offline-bar-text"]', "Offline: changes will sync");
      await page.type(TASK, member.offlineTask);
      await page.click(`${TASK_ROW} input[type="checkbox"]`);
      await page.find(`${TASK_ROW}[data-completed="true"]`);
      network.restore();
      // Sent when a call reaches the server again (the bar asks every 2 s): stored once, completed.
      await page.waitFor("the bar says the changes were sent", () =>
        /^Back online: \d+ changes? sent$/.test(document.querySelector('[data-testid="offline-bar-text"]')?.textContent ?? ""),
      );
      const goals = await (await fetch(`${network.base}/api/goals`, { headers: { cookie: member.cookie } })).json();
      const tasks = goals.filter((g) => g.title === member.offlineTask);
      check(tasks.length === 1 && tasks[0].isCompleted, `the task made offline is stored once, completed: ${JSON.stringify(tasks)}`);
    },
  },
  {
    name: "reply to the coach",
    async run({ page, member }) {
      // docs/product/conversations.md#the-members-screen: the header's Coach entry opens the conversation.
      await page.click('[data-testid="coach-entry"]');
      await page.waitFor("the conversation opens", () => location.pathname === "/coach");
      const text = `Reply from the smoke: ${member.task}`;
      await page.type("#conversation-composer", text);
      await page.click('form button[type="submit"]', "Send");
      await page.find('[data-testid="message"] p', text);
      await page.waitValue("the emptied composer", "#conversation-composer", "");
    },
  },
  {
    name: "sign out",
    async run({ page }) {
      await page.click("header button", "Logout");
      await page.waitFor("the login screen shows", () => location.pathname === "/" && !!document.querySelector("#login-username"));
      await page.goto("/dashboard");
      await page.waitFor("the dashboard sends a signed-out visitor to the login screen", () => location.pathname === "/");
      await page.find("#login-username");
    },
  },
];
