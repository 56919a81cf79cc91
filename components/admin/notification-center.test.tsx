import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { NotificationCenter } from "@/components/admin/notification-center";
import { Toaster } from "@/components/ui/toaster";
import { pathQueryFn } from "@/lib/client/query-client";
import { ADMIN_SEARCH_DEBOUNCE_MS } from "@/lib/client/use-admin-users";
import { TIMINGS } from "@/lib/constants";
import { notificationKind } from "@/lib/domain/notification-kind";
import type { AdminNotificationDto } from "@/lib/schemas/admin";


type Row = AdminNotificationDto & { dedupeKey: string | null };
const n = (id: number, title: string, extra: Partial<Row> = {}): Row => ({
  id, userId: 2, username: "alice", title, message: `${title} body`, isRead: false, scheduledFor: null, sendPush: false, deliveredAt: null,
  dateCreated: "2025-01-05T15:00:00", dedupeKey: null, ...extra,
});

/** GET /api/admin/notifications like the real one (kind, q, cursor = last id seen here, limit); deletes remove. */
function fakeServer(initial: Row[]) {
  let rows = [...initial];
  const reads: Record<string, string>[] = [];
  const deletes: number[] = [];
  const json = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body, text: async () => JSON.stringify(body) }) as Response;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    if (init?.method === "DELETE") {
      const id = Number(url.pathname.split("/").pop());
      deletes.push(id);
      rows = rows.filter((r) => r.id !== id);
      return json(200, { success: true });
    }
    const query = Object.fromEntries([...url.searchParams].filter(([k]) => k !== "_t"));
    reads.push(query);
    const q = (query.q ?? "").toLowerCase();
    const matching = rows
      .filter((r) => query.kind === "all" || notificationKind(r.dedupeKey) === query.kind)
      .filter((r) => !q || [r.title, r.message, r.username].some((s) => s.toLowerCase().includes(q)))
      .sort((a, b) => b.id - a.id);
    const after = matching.filter((r) => !query.cursor || r.id < Number(query.cursor));
    const limit = Number(query.limit);
    const page = after.slice(0, limit).map(({ dedupeKey: _k, ...r }) => r);
    return json(200, { notifications: page, nextCursor: after.length > limit ? String(page[page.length - 1].id) : null, total: matching.length, totalCapped: false });
  }) as typeof fetch;
  return { reads, deletes, left: () => rows.map((r) => r.id) };
}

function renderCenter() {
  const client = new QueryClient({ defaultOptions: { queries: { queryFn: pathQueryFn, retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NotificationCenter active />
      <Toaster />
    </QueryClientProvider>,
  );
}
const titles = () => screen.getAllByTestId("admin-notification-row").map((r) => within(r).getAllByRole("cell")[1].firstElementChild?.textContent);

afterEach(() => jest.useRealTimers());

describe("Notification Message Center", () => {
  it("shows status badges, opens details and deletes one", async () => {
    const server = fakeServer([n(1, "Later", { scheduledFor: "2999-01-01T00:00:00Z" }), n(2, "Seen", { isRead: true, username: "bob" }), n(3, "New", { sendPush: true })]);
    renderCenter();
    await waitFor(() => expect(titles()).toEqual(["New", "Seen", "Later"]));
    const rows = screen.getAllByTestId("admin-notification-row");
    expect(rows.map((r) => within(r).getByText(/Scheduled|Read|Unread/).textContent)).toEqual(["Unread", "Read", "Scheduled"]);
    expect(within(rows[2]).getByText("Scheduled")).toHaveAttribute("data-slot", "badge");
    expect(rows[0]).toHaveTextContent("Jan 5, 2025, 3:00 PM");
    expect(screen.getByText("3 notifications")).toBeInTheDocument();
    fireEvent.click(within(rows[0]).getByRole("button", { name: "View details" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Notification Details")).toBeInTheDocument();
    // The safe action has the focus: Enter right after opening does not delete.
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Close" })).toHaveFocus());
    expect(within(dialog).getByText("Push Notification")).toBeInTheDocument();
    // A definition list holds only its terms and descriptions.
    expect(dialog.querySelector("dl")!.querySelectorAll(":scope > :not(div), :scope > div > :not(dt, dd)")).toHaveLength(0);
    expect(within(dialog).queryByText("Scheduled For")).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("✅ Notification deleted successfully")).toBeInTheDocument();
    expect(server.deletes).toEqual([3]);
    await waitFor(() => expect(titles()).toEqual(["Seen", "Later"]));
    await waitFor(() => expect(screen.getByText("2 notifications")).toBeInTheDocument());
  });

  it("the kind and the text filter go to the server, from page 1; pages turn with the cursor", async () => {
    const rows = Array.from({ length: 45 }, (_, i) => {
      const id = i + 1;
      const dedupeKey = id % 3 === 0 ? null : id % 3 === 1 ? `badge:b${id}` : `mindset-reminder:d${id}`;
      return n(id, `${dedupeKey === null ? "Admin" : dedupeKey.startsWith("badge") ? "Badge" : "Reminder"} ${id}`, { dedupeKey });
    });
    const server = fakeServer(rows);
    renderCenter();
    await waitFor(() => expect(titles()).toHaveLength(20));
    expect(server.reads).toEqual([{ kind: "all", limit: "20" }]);
    fireEvent.click(screen.getByRole("button", { name: /Next/ }));
    await waitFor(() => expect(titles()[0]).toBe("Badge 25"));
    expect(server.reads.at(-1)).toEqual({ kind: "all", limit: "20", cursor: "26" });
    expect(screen.getByText("Page 2")).toBeInTheDocument();

    const group = screen.getByRole("group", { name: "Kind" });
    expect(within(group).getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(within(group).getByRole("button", { name: "Sent by admins" }));
    expect(within(group).getByRole("button", { name: "Sent by admins" })).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(titles()).toEqual([45, 42, 39, 36, 33, 30, 27, 24, 21, 18, 15, 12, 9, 6, 3].map((id) => `Admin ${id}`)));
    expect(server.reads.at(-1)).toEqual({ kind: "admin", limit: "20" });
    expect(screen.getByText("Page 1")).toBeInTheDocument();
    expect(screen.getByText("15 notifications")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Next/ })).toBeDisabled();

    fireEvent.click(within(group).getByRole("button", { name: "Badges" }));
    for (const text of ["4", "40"]) fireEvent.change(screen.getByPlaceholderText("Filter notifications..."), { target: { value: text } });
    await waitFor(() => expect(titles()).toEqual(["Badge 40"]));
    expect(server.reads.filter((r) => r.q)).toEqual([{ kind: "badges", limit: "20", q: "40" }]);
    fireEvent.click(within(group).getByRole("button", { name: "Reminders" }));
    expect(await screen.findByText("No notifications found")).toBeInTheDocument();
    expect(server.reads.at(-1)).toEqual({ kind: "reminders", limit: "20", q: "40" });
  }, 20_000);

  it("Delete all asks naming the server's count for the filter, then deletes those one by one", async () => {
    const rows = [1, 2, 3, 4, 5, 6, 7].map((id) => n(id, `Note ${id}`, { dedupeKey: id <= 6 ? `badge:b${id}` : null }));
    const server = fakeServer(rows);
    renderCenter();
    await waitFor(() => expect(titles()).toHaveLength(7));
    fireEvent.click(within(screen.getByRole("group", { name: "Kind" })).getByRole("button", { name: "Badges" }));
    await screen.findByText("6 notifications");
    fireEvent.click(screen.getByRole("button", { name: "Delete all" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent("Delete all notifications");
    expect(confirm).toHaveTextContent("Delete all 6 notifications this filter shows? This cannot be undone.");
    expect(server.deletes).toEqual([]);
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete all" }));
    expect(await screen.findByText("Deleted 6 of 6 notifications", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(server.deletes).toEqual([6, 5, 4, 3, 2, 1]);
    expect(server.left()).toEqual([7]);
    expect(await screen.findByText("No notifications found")).toBeInTheDocument();
  }, 20_000);

  it("the 30 s refresh reads the page on screen only", async () => {
    jest.useFakeTimers();
    const server = fakeServer(Array.from({ length: 30 }, (_, i) => n(i + 1, `Note ${i + 1}`)));
    renderCenter();
    await waitFor(() => expect(titles()).toHaveLength(20));
    fireEvent.click(screen.getByRole("button", { name: /Next/ }));
    await waitFor(() => expect(titles()).toHaveLength(10));
    const before = server.reads.length;
    await act(async () => {
      jest.advanceTimersByTime(TIMINGS.adminUsersRefreshMs + ADMIN_SEARCH_DEBOUNCE_MS);
    });
    await waitFor(() => expect(server.reads.length).toBeGreaterThan(before));
    expect(server.reads.slice(before)).toEqual([{ kind: "all", limit: "20", cursor: "11" }]);
  });
});
