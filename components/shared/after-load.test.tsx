// jsdom (a .tsx test): the window's load event, intent events and the idle fallback timer. Each
// test has a fresh module: the member's first use is one wait for the page.
type AfterLoad = typeof import("@/components/shared/after-load");
let AFTER_LOAD_TIMEOUT_MS: AfterLoad["AFTER_LOAD_TIMEOUT_MS"];
let afterLoad: AfterLoad["afterLoad"];
let loadThenIdle: AfterLoad["loadThenIdle"];
let afterLoadTask: AfterLoad["afterLoadTask"];

/** Whether `promise` has settled once pending microtasks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
}

const setReadyState = (state: DocumentReadyState) => Object.defineProperty(document, "readyState", { configurable: true, get: () => state });

beforeEach(() => {
  jest.useFakeTimers();
  jest.resetModules();
  ({ AFTER_LOAD_TIMEOUT_MS, afterLoad, loadThenIdle, afterLoadTask } = jest.requireActual<AfterLoad>("@/components/shared/after-load"));
});
afterEach(() => {
  jest.useRealTimers();
  setReadyState("complete");
});

test("after the load event it waits for the browser to be idle (jsdom has no requestIdleCallback: 1.5 s)", async () => {
  expect(AFTER_LOAD_TIMEOUT_MS).toBe(2_000);
  const later = loadThenIdle();
  expect(await settled(later)).toBe(false);
  jest.advanceTimersByTime(1_499);
  expect(await settled(later)).toBe(false);
  jest.advanceTimersByTime(1);
  expect(await settled(later)).toBe(true);
});

test("with requestIdleCallback, it waits for an idle period, at most 2 s", async () => {
  const idle = jest.fn((task: () => void, options?: IdleRequestOptions) => setTimeout(task, options?.timeout));
  Object.assign(window, { requestIdleCallback: idle, cancelIdleCallback: clearTimeout });
  try {
    const later = loadThenIdle();
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2_000 });
    jest.advanceTimersByTime(1_999);
    expect(await settled(later)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(later)).toBe(true);
  } finally {
    Object.assign(window, { requestIdleCallback: undefined, cancelIdleCallback: undefined });
  }
});

test("before the load event it waits for it, however long the page takes", async () => {
  setReadyState("loading");
  const later = loadThenIdle();
  jest.advanceTimersByTime(10_000);
  expect(await settled(later)).toBe(false);
  window.dispatchEvent(new Event("load"));
  jest.advanceTimersByTime(1_500);
  expect(await settled(later)).toBe(true);
});

test.each(["scroll", "wheel", "touchstart", "pointerdown", "keydown"])("the member's first %s starts it at once, even before load", async (type) => {
  setReadyState("loading");
  const later = loadThenIdle();
  expect(await settled(later)).toBe(false);
  document.body.dispatchEvent(new Event(type, { bubbles: true }));
  expect(await settled(later)).toBe(true);
});

test("a mouse move or a resize does not", async () => {
  setReadyState("loading");
  const later = loadThenIdle();
  document.body.dispatchEvent(new Event("mousemove", { bubbles: true }));
  window.dispatchEvent(new Event("resize"));
  expect(await settled(later)).toBe(false);
});

test("afterLoad is one wait for the whole page", () => {
  expect(afterLoad()).toBe(afterLoad());
});

test("afterLoadTask resolves in a task after afterLoad's, one task per caller", async () => {
  const first = afterLoadTask();
  const second = afterLoadTask();
  jest.advanceTimersByTime(1_500); // the idle fallback: afterLoad resolves
  expect(await settled(afterLoad())).toBe(true);
  expect(await settled(first)).toBe(false);
  expect(jest.getTimerCount()).toBe(2); // a zero timeout each: two tasks
  jest.advanceTimersByTime(0);
  expect(await settled(first)).toBe(true);
  expect(await settled(second)).toBe(true);
});
