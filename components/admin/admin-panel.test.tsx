import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { pathQueryFn } from "@/lib/client/query-client";
import { SendNotificationCard } from "@/components/admin/send-notification-card";
import { Toaster } from "@/components/ui/toaster";
import type { AdminUserDto } from "@/lib/schemas/admin";


const u = (id: number, username: string, isAdmin = false): AdminUserDto => ({ id, username, isAdmin, xpPoints: id * 10, streak: id, badges: ["first-goal"], dateCreated: "2026-03-01T10:00:00Z" });
const users = [u(1, "boss", true), u(2, "alice"), u(3, "bob"), u(4, "carol")];

let calls: { method: string; path: string; body: unknown }[];
let answer: (method: string, path: string) => { status: number; body: unknown } | undefined;

beforeEach(() => {
  calls = [];
  answer = () => undefined;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    if (method !== "GET") calls.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const custom = answer(method, url.pathname);
    const { status, body } = custom ?? { status: 200, body: url.pathname === "/api/admin/users" ? { users, nextCursor: null, total: users.length } : { success: true } };
    return { ok: status < 400, status, json: async () => body, text: async () => JSON.stringify(body) } as Response;
  }) as typeof fetch;
});

function renderWith(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { queryFn: pathQueryFn, retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}

// All Users (paged, searched on the server): user-management.test.tsx.
describe("Send Notification", () => {
  it("shows each validation message before anything is sent", async () => {
    renderWith(<SendNotificationCard />);
    const send = screen.getByRole("button", { name: "Send Notification" });
    fireEvent.click(send);
    expect(await screen.findByText("Title and message are required")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Hi" } });
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "There" } });
    fireEvent.click(send);
    expect(await screen.findByText("Please select a user")).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText("Multiple Users"));
    fireEvent.click(send);
    expect(await screen.findByText("Please select at least one user")).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText("All Users"));
    expect(await screen.findByText("This notification will be sent to all 4 users.")).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText("Schedule for later"));
    expect(screen.getByLabelText("Schedule Date & Time")).toHaveAttribute("type", "datetime-local");
    fireEvent.click(send);
    expect(await screen.findByText("Please select a date and time for the scheduled notification")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("sends to several users with one call each, then clears the form", async () => {
    renderWith(<SendNotificationCard />);
    fireEvent.click(screen.getByLabelText("Multiple Users"));
    fireEvent.click(await screen.findByLabelText("alice"));
    fireEvent.click(screen.getByLabelText("carol"));
    expect(screen.getByText("2 users selected")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: " Hello " } });
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "World" } });
    fireEvent.click(screen.getByLabelText("Send as push notification"));
    fireEvent.click(screen.getByRole("button", { name: "Send Notification" }));
    expect(await screen.findByText("✅ Notification sent to 2 users")).toBeInTheDocument();
    const content = { title: "Hello", message: "World", sendPush: true, scheduledFor: null };
    expect(calls).toEqual([
      { method: "POST", path: "/api/admin/send-notification", body: { ...content, userId: 2 } },
      { method: "POST", path: "/api/admin/send-notification", body: { ...content, userId: 4 } },
    ]);
    await waitFor(() => expect(screen.getByLabelText("Title")).toHaveValue(""));
  });

  it("reports a failed send to all with the server's message", async () => {
    answer = (method) => (method === "POST" ? { status: 400, body: { message: "Title and message are required" } } : undefined);
    renderWith(<SendNotificationCard />);
    fireEvent.click(screen.getByLabelText("All Users"));
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "T" } });
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "M" } });
    fireEvent.click(screen.getByRole("button", { name: "Send Notification" }));
    expect(await screen.findByText("Failed to send notifications: Title and message are required")).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(["/api/admin/send-notification-to-all"]);
  });

  it("reports a failed send to one user with the single text", async () => {
    answer = (method) => (method === "POST" ? { status: 400, body: { message: "User not found" } } : undefined);
    const { container } = renderWith(<SendNotificationCard />);
    // Radix Select's native twin (the select a form submits) takes the choice in jsdom.
    await waitFor(() => expect(container.querySelector("select option[value='2']")).not.toBeNull());
    fireEvent.change(container.querySelector("select")!, { target: { value: "2" } });
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "T" } });
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "M" } });
    fireEvent.click(screen.getByRole("button", { name: "Send Notification" }));
    expect(await screen.findByText("Failed to send notification")).toBeInTheDocument();
    expect(screen.queryByText(/Failed to send notifications/)).not.toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(["/api/admin/send-notification"]);
  });
});

// Notification Message Center (paged, filtered by kind and text on the server): notification-center.test.tsx.
