import { fireEvent, screen, waitFor } from "@testing-library/react";
import { renderWithData } from "@/tests/support/render-with-data";
import { PushSettingsDialog } from "@/components/notifications/push-settings-dialog";
import { Toaster } from "@/components/ui/toaster";

type Sub = { endpoint: string; unsubscribe: jest.Mock; toJSON: () => unknown };

let calls: string[];
let subscription: Sub | null;
let permission: NotificationPermission;
let notifyStatus: number;
let devices: unknown[];

function install({ supported = true } = {}) {
  calls = [];
  const w = window as unknown as Record<string, unknown>;
  const nav = navigator as unknown as Record<string, unknown>;
  delete w.PushManager;
  delete w.Notification;
  delete nav.serviceWorker;
  if (!supported) return;
  const pushManager = {
    getSubscription: jest.fn(async () => subscription),
    subscribe: jest.fn(async () => {
      subscription = { endpoint: "https://push.example.com/new", unsubscribe: jest.fn(async () => true), toJSON: () => ({ endpoint: "https://push.example.com/new", keys: { p256dh: "p", auth: "a" } }) };
      return subscription;
    }),
  };
  const reg = { pushManager };
  w.PushManager = function PushManager() {};
  w.Notification = { get permission() { return permission; }, requestPermission: jest.fn(async () => permission) };
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: jest.fn(async () => reg), register: jest.fn(async () => reg), ready: Promise.resolve(reg) },
  });
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    // The device list's read is not one of the push actions the tests follow.
    if (!(url.pathname === "/api/push/subscriptions" && (init?.method ?? "GET") === "GET")) calls.push(`${init?.method ?? "GET"} ${url.pathname}`);
    const status = url.pathname === "/api/push/notify" ? notifyStatus : 200;
    const body =
      url.pathname === "/api/push/public-key" ? { publicKey: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM" }
      : url.pathname === "/api/push/subscriptions" && (init?.method ?? "GET") === "GET" ? devices
      : { success: status < 400 };
    return { ok: status < 400, status, json: async () => body, text: async () => JSON.stringify(body) } as Response;
  }) as typeof fetch;
}

const renderDialog = () =>
  renderWithData(
    <>
      <PushSettingsDialog open onOpenChange={() => {}} />
      <Toaster />
    </>,
  );

beforeEach(() => {
  devices = [];
  subscription = null;
  permission = "default";
  notifyStatus = 200;
});

test("unsupported browsers only see the notice", async () => {
  install({ supported: false });
  renderDialog();
  expect(await screen.findByText("Push notifications are not supported in your browser.")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: /Enable/ })).not.toBeInTheDocument();
});

test("permission denied: says so and does not subscribe", async () => {
  install();
  permission = "denied";
  renderDialog();
  expect(await screen.findByText(/You need to allow notifications in your browser settings/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: /Enable Notifications/ }));
  expect(await screen.findByText("Permission denied")).toBeInTheDocument();
  expect(calls).toEqual([]);
});

test("enabling asks permission, subscribes and tells the server; then test and disable", async () => {
  install();
  permission = "granted";
  renderDialog();
  await waitFor(() => expect(screen.getByTestId("push-state")).toHaveAttribute("data-state", "unsubscribed"));
  fireEvent.click(screen.getByRole("button", { name: /Enable Notifications/ }));
  expect(await screen.findByText("✅ Notifications enabled")).toBeInTheDocument();
  expect(calls).toEqual(["GET /api/push/public-key", "POST /api/push/subscribe"]);
  await waitFor(() => expect(screen.getByTestId("push-state")).toHaveAttribute("data-state", "subscribed"));

  notifyStatus = 404;
  fireEvent.click(screen.getByRole("button", { name: "Send Test Notification" }));
  expect(await screen.findByText("No subscription found")).toBeInTheDocument();
  notifyStatus = 200;
  fireEvent.click(screen.getByRole("button", { name: "Send Test Notification" }));
  expect(await screen.findByText("✅ Test notification sent")).toBeInTheDocument();

  const sub = subscription!;
  fireEvent.click(screen.getByRole("button", { name: /Disable Notifications/ }));
  expect(await screen.findByText("✅ Notifications disabled")).toBeInTheDocument();
  expect(sub.unsubscribe).toHaveBeenCalled();
  expect(calls.slice(-1)).toEqual(["POST /api/push/unsubscribe"]);
});

test("lists the member's devices with their delivery health, and removes one", async () => {
  install();
  permission = "granted";
  const hourAgo = new Date(Date.now() - 2 * 3_600_000 - 60_000).toISOString();
  devices = [
    { id: 7, name: "Chrome on Android", createdAt: hourAgo, lastSuccessAt: hourAgo, lastFailureAt: null },
    { id: 9, name: "Safari on macOS", createdAt: hourAgo, lastSuccessAt: null, lastFailureAt: new Date().toISOString() },
  ];
  renderDialog();
  expect(await screen.findByText("Chrome on Android")).toBeInTheDocument();
  expect(screen.getByText("last delivered 2 h ago")).toBeInTheDocument();
  expect(screen.getByText("not reachable since today")).toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "Remove Safari on macOS" }));
  await waitFor(() => expect(calls).toContain("DELETE /api/push/subscriptions/9"));
  await waitFor(() => expect(screen.queryByText("Safari on macOS")).not.toBeInTheDocument());
  expect(await screen.findByText(/Device removed/)).toBeInTheDocument();
});
