import { act, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { pathQueryFn } from "@/lib/client/query-client";
import { UserManagement } from "@/components/admin/user-management";
import { Toaster } from "@/components/ui/toaster";
import { ADMIN_SEARCH_DEBOUNCE_MS } from "@/lib/client/use-admin-users";
import { TIMINGS } from "@/lib/constants";
import { adminUser, fakeAdminUsersServer } from "@/tests/support/admin-users-server";

// Rendering 50 rows and waiting out the search pause: roomy limits for a busy machine.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });


// 60 accounts: boss (id 1, admin), then member02..member60; newest first the first page of 50
// is member60..member11.
const users = [adminUser(1, "boss", true), ...Array.from({ length: 59 }, (_, i) => adminUser(i + 2, `member${String(i + 2).padStart(2, "0")}`))];

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { queryFn: pathQueryFn, retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <UserManagement />
      <Toaster />
    </QueryClientProvider>,
  );
}
const rowNames = () => screen.getAllByTestId("user-row").map((r) => r.dataset.username);
const search = () => screen.getByPlaceholderText("Search users...");

afterEach(() => jest.useRealTimers());

describe("User Management", () => {
  it("pages Recent Registrations on the server like All Users: every registration of the week can be reached", async () => {
    const server = fakeAdminUsersServer(users.slice(0, 14));
    renderTab();
    const recent = () => within(screen.getByTestId("recent-registrations"));
    const names = () => recent().getAllByTestId("recent-row").map((r) => r.dataset.username);
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(names()[0]).toBe("member14");
    expect(recent().getByText("14 registrations in the past 7 days")).toBeInTheDocument();
    fireEvent.click(recent().getByRole("button", { name: /Next/ }));
    await waitFor(() => expect(names()).toEqual(["member04", "member03", "member02", "boss"]));
    expect(server.reads("/api/admin/users/recent")).toEqual([{}, { cursor: "5" }]);
    expect(recent().getByText("Page 2")).toBeInTheDocument();
    expect(recent().getByRole("button", { name: /Next/ })).toBeDisabled();
    fireEvent.click(recent().getByRole("button", { name: /Previous/ }));
    await waitFor(() => expect(names()[0]).toBe("member14"));
  });

  it("shows the first page newest first, the server's count, and turns pages with the cursor", async () => {
    const server = fakeAdminUsersServer(users);
    renderTab();
    expect(screen.getByText("Loading users...")).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toHaveLength(50));
    expect(rowNames()[0]).toBe("member60");
    expect(screen.getByText("60 users in all")).toBeInTheDocument();
    expect(server.reads()).toEqual([{ limit: "50" }]);
    fireEvent.click(within(screen.getByRole("navigation", { name: "All Users pages" })).getByRole("button", { name: /Next/ }));
    await waitFor(() => expect(rowNames()).toEqual(["member10", "member09", "member08", "member07", "member06", "member05", "member04", "member03", "member02", "boss"]));
    expect(server.reads().at(-1)).toEqual({ limit: "50", cursor: "11" });
    const allUsers = within(screen.getByRole("navigation", { name: "All Users pages" }));
    expect(allUsers.getByText("Page 2")).toBeInTheDocument();
    expect(allUsers.getByRole("button", { name: /Next/ })).toBeDisabled();
    fireEvent.click(allUsers.getByRole("button", { name: /Previous/ }));
    await waitFor(() => expect(rowNames()[0]).toBe("member60"));
  });

  it("searches on the server once typing pauses, from the first page", async () => {
    const server = fakeAdminUsersServer(users);
    renderTab();
    await waitFor(() => expect(rowNames()).toHaveLength(50));
    fireEvent.click(within(screen.getByRole("navigation", { name: "All Users pages" })).getByRole("button", { name: /Next/ }));
    await screen.findByText("Page 2");
    for (const text of ["M", "ME", "MEMBER1"]) fireEvent.change(search(), { target: { value: text } });
    await waitFor(() => expect(rowNames()).toEqual(["member19", "member18", "member17", "member16", "member15", "member14", "member13", "member12", "member11", "member10"]));
    expect(server.reads().filter((q) => q.q)).toEqual([{ limit: "50", q: "MEMBER1" }]);
    expect(within(screen.getByRole("navigation", { name: "All Users pages" })).getByText("Page 1")).toBeInTheDocument();
    fireEvent.change(search(), { target: { value: "37" } });
    await waitFor(() => expect(rowNames()).toEqual(["member37"]));
    fireEvent.change(search(), { target: { value: "nobody" } });
    expect(await screen.findByText("No users found")).toBeInTheDocument();
  });

  it("select-all takes the page's members only; a bulk delete clears the search and reads again", async () => {
    const server = fakeAdminUsersServer(users);
    renderTab();
    await waitFor(() => expect(rowNames()).toHaveLength(50));
    fireEvent.change(search(), { target: { value: "boss" } });
    await waitFor(() => expect(rowNames()).toEqual(["boss"]));
    const admin = screen.getAllByTestId("user-row")[0];
    expect(within(admin).queryByRole("checkbox")).not.toBeInTheDocument();
    expect(within(admin).queryByRole("button")).not.toBeInTheDocument();
    fireEvent.change(search(), { target: { value: "member0" } });
    await waitFor(() => expect(rowNames()).toHaveLength(8));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select all users" }));
    fireEvent.change(search(), { target: { value: "member59" } });
    await waitFor(() => expect(rowNames()).toEqual(["member59"]));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select member59" }));
    fireEvent.click(screen.getByRole("button", { name: "Delete (9)" }));
    expect(await screen.findByText("Delete 9 Users?")).toBeInTheDocument();
    expect(screen.getByText(/cannot be undone.*permanently delete 9 users and all their data/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("✅ 9 users deleted successfully")).toBeInTheDocument();
    expect(server.writes()).toEqual([{ method: "DELETE", path: "/api/admin/users", body: { userIds: [9, 8, 7, 6, 5, 4, 3, 2, 59] } }]);
    expect(search()).toHaveValue("");
    await waitFor(() => expect(screen.getByText("51 users in all")).toBeInTheDocument());
    expect(rowNames()).not.toContain("member59");
  });

  it("a single delete names the user and shows the server's refusal", async () => {
    const server = fakeAdminUsersServer(users, { failDelete: "User not found" });
    renderTab();
    await waitFor(() => expect(rowNames()).toHaveLength(50));
    fireEvent.click(screen.getByRole("button", { name: "Delete member33" }));
    expect(await screen.findByText("Delete User?")).toBeInTheDocument();
    expect(screen.getByText(/permanently delete the user "member33"/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Failed to delete user: User not found")).toBeInTheDocument();
    expect(server.writes()).toEqual([{ method: "DELETE", path: "/api/admin/users/33", body: undefined }]);
  });

  it("the 30 s refresh reads the page on screen only", async () => {
    jest.useFakeTimers();
    const server = fakeAdminUsersServer(users);
    renderTab();
    await waitFor(() => expect(rowNames()).toHaveLength(50));
    fireEvent.click(within(screen.getByRole("navigation", { name: "All Users pages" })).getByRole("button", { name: /Next/ }));
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    const before = server.reads().length;
    await act(async () => {
      jest.advanceTimersByTime(TIMINGS.adminUsersRefreshMs + ADMIN_SEARCH_DEBOUNCE_MS);
    });
    await waitFor(() => expect(server.reads().length).toBeGreaterThan(before));
    expect(server.reads().slice(before)).toEqual([{ limit: "50", cursor: "11" }]);
  });
});
