// jsdom (a .tsx test): `firstUse` and `afterLoadWhenNear`, each test with a fresh module (both are
// one wait per page).
import type * as AfterLoadModule from "@/components/shared/after-load";

type AfterLoad = typeof AfterLoadModule;

/** Whether `promise` has settled once pending microtasks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
}
const flush = () => settled(Promise.resolve());

let afterLoadModule: AfterLoad;
let observers: { margin?: string; targets: Element[]; report: IntersectionObserverCallback; disconnected: boolean }[];
const original = globalThis.IntersectionObserver;

beforeEach(async () => {
  jest.useFakeTimers();
  jest.resetModules();
  afterLoadModule = await import("@/components/shared/after-load");
  observers = [];
  globalThis.IntersectionObserver = class {
    entry: (typeof observers)[number];
    constructor(report: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { margin: options?.rootMargin, targets: [], report, disconnected: false };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.targets.push(element);
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  } as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  jest.useRealTimers();
  globalThis.IntersectionObserver = original;
});

const report = (isIntersecting: boolean) => observers[0].report([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);

test("firstUse is one wait for the page, ended by the member's first scroll, wheel, touch, click or key, not by the load", async () => {
  const { firstUse } = afterLoadModule;
  expect(firstUse()).toBe(firstUse());
  jest.advanceTimersByTime(10_000);
  document.body.dispatchEvent(new Event("mousemove", { bubbles: true }));
  expect(await settled(firstUse())).toBe(false);
  document.body.dispatchEvent(new Event("keydown", { bubbles: true }));
  expect(await settled(firstUse())).toBe(true);
});

test("afterLoadWhenNear watches the box only after the page is loaded and idle, within a screen of the viewport", async () => {
  const { afterLoadWhenNear, NEAR_MARGIN } = afterLoadModule;
  expect(NEAR_MARGIN).toBe("100% 0px");
  const box = document.createElement("div");
  const onNear = jest.fn();
  afterLoadWhenNear(box, onNear);
  await flush();
  expect(observers).toHaveLength(0);
  jest.advanceTimersByTime(1_500); // jsdom has no requestIdleCallback: the idle fallback
  await flush();
  expect(observers).toHaveLength(1);
  expect(observers[0].margin).toBe(NEAR_MARGIN);
  expect(observers[0].targets).toEqual([box]);
  report(false);
  expect(onNear).not.toHaveBeenCalled();
  report(true);
  report(true);
  expect(onNear).toHaveBeenCalledTimes(1);
  expect(observers[0].disconnected).toBe(true);
});

test("afterLoadWhenNear: the member's first use ends the wait at once, however far the box is", async () => {
  const { afterLoadWhenNear } = afterLoadModule;
  const onNear = jest.fn();
  afterLoadWhenNear(document.createElement("div"), onNear);
  window.dispatchEvent(new Event("scroll"));
  await flush();
  expect(onNear).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(1_500);
  await flush();
  expect(onNear).toHaveBeenCalledTimes(1);
});

test("afterLoadWhenNear: once stopped (the part left the page), nothing is called", async () => {
  const { afterLoadWhenNear } = afterLoadModule;
  const onNear = jest.fn();
  const stop = afterLoadWhenNear(document.createElement("div"), onNear);
  jest.advanceTimersByTime(1_500);
  await flush();
  stop();
  expect(observers[0].disconnected).toBe(true);
  report(true);
  window.dispatchEvent(new Event("scroll"));
  await flush();
  expect(onNear).not.toHaveBeenCalled();
});

test("afterLoadWhenNear without a box: at afterLoad", async () => {
  const { afterLoadWhenNear } = afterLoadModule;
  const onNear = jest.fn();
  afterLoadWhenNear(null, onNear);
  await flush();
  expect(onNear).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1_500);
  await flush();
  expect(onNear).toHaveBeenCalledTimes(1);
});
