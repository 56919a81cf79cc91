import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { pathQueryFn } from "@/lib/client/query-client";
import { NotificationBell } from "@/components/notifications/notification-bell";
import { Toaster } from "@/components/ui/toaster";
import { TooltipProvider } from "@/components/ui/tooltip";
import type { NotificationDto } from "@/lib/schemas/notifications";


const make = (id: number, title: string, extra: Partial<NotificationDto> = {}): NotificationDto => ({
  id,
  userId: 1,
  title,
  message: `${title} message`,
  isRead: false,
  scheduledFor: null,
  sendPush: false,
  dateCreated: "2026-03-10T15:05:00.000Z",
  ...extra,
});

let list: NotificationDto[];
let writes: string[];
let failDeletes: Set<number>;

function mockServer() {
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    // jsdom has no Response: a minimal stand-in with what lib/client/api reads.
    const json = (body: unknown, status = 200) =>
      ({ ok: status < 400, status, json: async () => body, text: async () => JSON.stringify(body) }) as Response;
    if (url.pathname === "/api/session") return json({ userId: 1, isAdmin: false, username: "ann" });
    if (url.pathname === "/api/notifications" && method === "GET") return json(list);
    writes.push(`${method} ${url.pathname}`);
    const id = Number(url.pathname.split("/").pop());
    if (url.pathname === "/api/notifications/mark-all-read") list = list.map((n) => ({ ...n, isRead: true }));
    else if (url.pathname.startsWith("/api/notifications/mark-read/")) list = list.map((n) => (n.id === id ? { ...n, isRead: true } : n));
    else if (method === "DELETE") {
      if (failDeletes.has(id)) return json({ message: "nope" }, 404);
      list = list.filter((n) => n.id !== id);
    }
    return json({ success: true });
  }) as typeof fetch;
}

function renderBell() {
  const client = new QueryClient({ defaultOptions: { queries: { queryFn: pathQueryFn, retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <NotificationBell />
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  writes = [];
  failDeletes = new Set();
  mockServer();
});

test("shows the unread count, lists with the date format and marks read on click", async () => {
  list = [make(1, "Hello"), make(2, "Second"), make(3, "Old news", { isRead: true })];
  renderBell();
  expect(await screen.findByTestId("notification-count")).toHaveTextContent("2");
  fireEvent.click(screen.getByTestId("notification-bell"));
  // The dropdown's code loads on first open (docs/decisions.md "Loaded when used, not with the page"): the first load in a test run may be slow.
  const dropdown = await screen.findByTestId("notification-dropdown", undefined, { timeout: 5000 });
  expect(dropdown).toHaveClass("w-80", "max-h-[500px]");
  // The open dropdown is a dialog with a name (docs/decisions.md "Member-facing fixes": axe's aria-dialog-name).
  expect(screen.getByRole("dialog", { name: "Notifications" })).toBe(dropdown);
  const items = within(dropdown).getAllByTestId("notification-item");
  expect(items).toHaveLength(3);
  // 'MMM d, yyyy • h:mm a' in the browser's zone (TZ is UTC under jest unless set).
  expect(items[0]).toHaveTextContent(/Mar 10, 2026 • \d{1,2}:05 (AM|PM)/);
  fireEvent.click(within(items[0]).getByText("Hello"));
  await waitFor(() => expect(screen.getByTestId("notification-count")).toHaveTextContent("1"));
  expect(writes).toContain("POST /api/notifications/mark-read/1");
  fireEvent.click(within(dropdown).getByRole("button", { name: /Mark all read/ }));
  await waitFor(() => expect(screen.queryByTestId("notification-count")).not.toBeInTheDocument());
});

test("toasts the first unread achievement after 3 s, then marks all read", async () => {
  jest.useFakeTimers();
  try {
    list = [make(1, "Welcome"), make(2, "Badge Unlocked: First Goal"), make(3, "Streak of 5 days")];
    renderBell();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByTestId("notification-count")).toHaveTextContent("3");
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2800);
    });
    expect(screen.queryByText(/Badge Unlocked: First Goal/)).not.toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(200);
    });
    expect(screen.getByText("🏆 Badge Unlocked: First Goal")).toBeInTheDocument();
    expect(writes).toEqual(["POST /api/notifications/mark-all-read"]);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(screen.queryByTestId("notification-count")).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test("delete-all deletes one by one and reports a partial success", async () => {
  list = [make(1, "a", { isRead: true }), make(2, "b", { isRead: true }), make(3, "c", { isRead: true })];
  failDeletes = new Set([2]);
  renderBell();
  fireEvent.click(await screen.findByTestId("notification-bell"));
  expect(await screen.findAllByTestId("notification-item")).toHaveLength(3);
  fireEvent.click(screen.getByRole("button", { name: /Delete all/ }));
  const confirm = await screen.findByRole("alertdialog", { name: "Delete all notifications" });
  expect(confirm).toHaveTextContent("Delete all 3 notifications? This cannot be undone.");
  expect(writes).toEqual([]);
  fireEvent.click(within(confirm).getByRole("button", { name: "Delete all" }));
  expect(await screen.findByText("Partial Success", undefined, { timeout: 3000 })).toBeInTheDocument();
  expect(screen.getByText("Deleted 2 of 3 notifications")).toBeInTheDocument();
  expect(writes).toEqual(["DELETE /api/notifications/1", "DELETE /api/notifications/2", "DELETE /api/notifications/3"]);
  await waitFor(() => expect(screen.getAllByTestId("notification-item")).toHaveLength(1));
});

test("delete-all with nothing to delete says so", async () => {
  list = [];
  renderBell();
  fireEvent.click(await screen.findByTestId("notification-bell"));
  expect(await screen.findByText("No notifications")).toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: /Delete all/ }));
  expect(await screen.findByText("No notifications to delete")).toBeInTheDocument();
  expect(writes).toEqual([]);
});

test("a failed delete says 'Failed to delete notification'", async () => {
  list = [make(7, "x", { isRead: true })];
  failDeletes = new Set([7]);
  renderBell();
  fireEvent.click(await screen.findByTestId("notification-bell"));
  fireEvent.click(await screen.findByRole("button", { name: "Delete notification" }));
  expect(await screen.findByText("Failed to delete notification")).toBeInTheDocument();
});
