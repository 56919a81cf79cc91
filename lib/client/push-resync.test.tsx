import { CONFIRMED_ENDPOINT_KEY, resyncPushSubscription } from "@/lib/client/use-push";

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
