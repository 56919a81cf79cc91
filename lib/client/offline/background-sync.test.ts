import { listenForWorkerSync, OUTBOX_SYNC_MESSAGE, OUTBOX_SYNC_TAG, requestBackgroundSync } from "@/lib/client/offline/background-sync";

/** A page's navigator.serviceWorker: messages from the worker, and its registration (with or without sync). */
function fakeContainer(withSync: boolean) {
  const container = Object.assign(new EventTarget(), {
    register: jest.fn(async () => undefined),
    startMessages: jest.fn(),
  });
  const registration = withSync ? { sync: { register: container.register } } : {};
  Object.assign(container, { ready: Promise.resolve(registration) });
  Object.defineProperty(globalThis, "navigator", { value: { serviceWorker: container }, configurable: true });
  return container;
}

const original = Object.getOwnPropertyDescriptor(globalThis, "navigator");
afterEach(() => {
  if (original) Object.defineProperty(globalThis, "navigator", original);
});

describe("the page's side of background sync", () => {
  it("registers the outbox's one-off sync where the engine has background sync, and nothing elsewhere", async () => {
    const chromium = fakeContainer(true);
    requestBackgroundSync();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(chromium.register).toHaveBeenCalledWith(OUTBOX_SYNC_TAG);

    const firefox = fakeContainer(false);
    requestBackgroundSync();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(firefox.register).not.toHaveBeenCalled();
  });

  it("answers the worker's request (so it does not send too) and sends, until removed", () => {
    const container = fakeContainer(true);
    const send = jest.fn();
    const stop = listenForWorkerSync(send);
    const answered = jest.fn();
    const ask = () => container.dispatchEvent(Object.assign(new Event("message"), { data: { type: OUTBOX_SYNC_MESSAGE }, ports: [{ postMessage: answered }] }));
    ask();
    container.dispatchEvent(Object.assign(new Event("message"), { data: { type: "reach-clear-member-pages" }, ports: [] }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(answered).toHaveBeenCalledWith({ taken: true });
    stop();
    ask();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
