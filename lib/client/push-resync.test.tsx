import { CHECKED_AT_KEY, CONFIRMED_ENDPOINT_KEY, endpointHash, resyncPushSubscription } from "@/lib/client/use-push";

let posted: unknown[];

function install(endpoint: string | null, permission: NotificationPermission = "granted") {
  posted = [];
  const w = window as unknown as Record<string, unknown>;
  w.PushManager = function PushManager() {};
  w.Notification = { permission };
  const sub = endpoint ? { endpoint, toJSON: () => ({ endpoint, keys: { p256dh: "p", auth: "a" } }) } : null;
  Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: { getRegistration: async () => ({ pushManager: { getSubscription: async () => sub } }) } });
  global.fetch = jest.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    posted.push(JSON.parse(String(init?.body)));
    return { ok: true, status: 200, text: async () => "{}" } as Response;
  }) as typeof fetch;
}

beforeEach(() => localStorage.clear());

test("sends a subscription the server was not told about, once", async () => {
  install("https://push.example.com/a");
  expect(await resyncPushSubscription()).toBe(true);
  expect(posted).toEqual([{ endpoint: "https://push.example.com/a", keys: { p256dh: "p", auth: "a" } }]);
  expect(localStorage.getItem(CONFIRMED_ENDPOINT_KEY)).toBe("https://push.example.com/a");
  expect(await resyncPushSubscription()).toBe(false);
  expect(posted).toHaveLength(1);
});

test("sends it again when the browser renewed it", async () => {
  localStorage.setItem(CONFIRMED_ENDPOINT_KEY, "https://push.example.com/old");
  install("https://push.example.com/new");
  expect(await resyncPushSubscription()).toBe(true);
  expect(posted).toHaveLength(1);
});

test("asks nothing without a subscription or without permission", async () => {
  install(null);
  expect(await resyncPushSubscription()).toBe(false);
  install("https://push.example.com/a", "default");
  expect(await resyncPushSubscription()).toBe(false);
  expect(posted).toEqual([]);
});

describe("a subscription the server removed while the browser kept it (docs/decisions.md \"The job queue\")", () => {
  // jsdom has neither TextEncoder nor WebCrypto's digest: Node's, as in a browser.
  beforeAll(() => {
    const { TextEncoder: NodeTextEncoder } = jest.requireActual<typeof import("node:util")>("node:util");
    const { webcrypto, createHash } = jest.requireActual<typeof import("node:crypto")>("node:crypto");
    globalThis.TextEncoder ??= NodeTextEncoder as unknown as typeof TextEncoder;
    if (!globalThis.crypto) Object.defineProperty(globalThis, "crypto", { configurable: true, value: webcrypto });
    else if (!globalThis.crypto.subtle) Object.defineProperty(globalThis.crypto, "subtle", { configurable: true, value: webcrypto.subtle });
    serverHash = (endpoint) => createHash("sha256").update(endpoint).digest("base64url");
  });
  let serverHash: (endpoint: string) => string;
  const DAY = 24 * 60 * 60 * 1000;
  const OLD = "https://push.example.com/old";
  const FRESH = "https://push.example.com/fresh";
  let calls: string[];
  let unsubscribed: boolean;

  /** The browser holds OLD; the server lists `known` endpoints; subscribing anew gives FRESH. */
  function browserWith(known: string[], { offline = false } = {}) {
    calls = [];
    unsubscribed = false;
    const w = window as unknown as Record<string, unknown>;
    w.PushManager = function PushManager() {};
    w.Notification = { permission: "granted" };
    const subscription = (endpoint: string) => ({
      endpoint,
      toJSON: () => ({ endpoint, keys: { p256dh: "p", auth: "a" } }),
      unsubscribe: async () => ((unsubscribed = true), true),
    });
    const pushManager = { getSubscription: async () => subscription(OLD), subscribe: async () => subscription(FRESH) };
    Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: { getRegistration: async () => ({ pushManager }) } });
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), "http://localhost").pathname;
      calls.push(`${init?.method ?? "GET"} ${path}${init?.body ? ` ${JSON.parse(String(init.body)).endpoint}` : ""}`);
      if (offline) throw new TypeError("Failed to fetch");
      const body =
        path === "/api/push/subscriptions"
          ? known.map((endpoint, id) => ({ id, name: "Chrome on Linux", endpointHash: serverHash(endpoint), createdAt: "2026-11-20T10:00:00.000Z", lastSuccessAt: null, lastFailureAt: null }))
          : path === "/api/push/public-key"
            ? { publicKey: "BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U" }
            : { success: true };
      return { ok: true, status: 200, json: async () => body, text: async () => JSON.stringify(body) } as Response;
    }) as typeof fetch;
  }

  it("hashes an endpoint as the server's device list does", async () => {
    expect(await endpointHash(OLD)).toBe(serverHash(OLD));
  });

  it("asks at most once a day, and keeps a subscription the server still has", async () => {
    const now = Date.parse("2026-11-25T12:00:00Z");
    localStorage.setItem(CONFIRMED_ENDPOINT_KEY, OLD);
    localStorage.setItem(CHECKED_AT_KEY, String(now - DAY + 60_000));
    browserWith([OLD]);
    expect(await resyncPushSubscription(localStorage, now)).toBe(false);
    expect(calls).toEqual([]);
    expect(await resyncPushSubscription(localStorage, now + 60_000)).toBe(false);
    expect(calls).toEqual(["GET /api/push/subscriptions"]);
    expect(unsubscribed).toBe(false);
    expect(localStorage.getItem(CHECKED_AT_KEY)).toBe(String(now + 60_000));
  });

  it("subscribes anew and sends the fresh subscription when the server no longer has it", async () => {
    const now = Date.parse("2026-11-25T12:00:00Z");
    localStorage.setItem(CONFIRMED_ENDPOINT_KEY, OLD);
    localStorage.setItem(CHECKED_AT_KEY, String(now - 2 * DAY));
    browserWith(["https://push.example.com/another-device"]);
    expect(await resyncPushSubscription(localStorage, now)).toBe(true);
    expect(unsubscribed).toBe(true);
    expect(calls).toEqual(["GET /api/push/subscriptions", "GET /api/push/public-key", `POST /api/push/subscribe ${FRESH}`]);
    expect(localStorage.getItem(CONFIRMED_ENDPOINT_KEY)).toBe(FRESH);
    expect(localStorage.getItem(CHECKED_AT_KEY)).toBe(String(now));
  });

  it("changes nothing when the server cannot be reached (an offline list is not an empty one)", async () => {
    jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] });
    try {
      const now = Date.parse("2026-11-25T12:00:00Z");
      localStorage.setItem(CONFIRMED_ENDPOINT_KEY, OLD);
      localStorage.setItem(CHECKED_AT_KEY, String(now - 2 * DAY));
      browserWith([], { offline: true });
      const done = resyncPushSubscription(localStorage, now);
      await jest.runAllTimersAsync();
      expect(await done).toBe(false);
      expect(unsubscribed).toBe(false);
      expect(calls.every((c) => c === "GET /api/push/subscriptions")).toBe(true);
      expect(localStorage.getItem(CONFIRMED_ENDPOINT_KEY)).toBe(OLD);
      expect(localStorage.getItem(CHECKED_AT_KEY)).toBe(String(now - 2 * DAY));
    } finally {
      jest.useRealTimers();
    }
  });
});
