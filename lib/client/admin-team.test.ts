// The team switcher's filter (docs/decisions.md "Teams and roles"): admin calls carry ?team=, the
// teams' own routes and every other call do not.
import { setAdminTeam, withAdminTeam } from "@/lib/client/admin-team";

afterEach(() => setAdminTeam(null));

it("adds the chosen team to admin calls only", () => {
  expect(withAdminTeam("/api/admin/users")).toBe("/api/admin/users");
  setAdminTeam(7);
  expect(withAdminTeam("/api/admin/users")).toBe("/api/admin/users?team=7");
  expect(withAdminTeam("/api/admin/coach/attention?reason=inactive")).toBe("/api/admin/coach/attention?reason=inactive&team=7");
  expect(withAdminTeam("/api/admin/teams")).toBe("/api/admin/teams");
  expect(withAdminTeam("/api/admin/teams/3/codes")).toBe("/api/admin/teams/3/codes");
  expect(withAdminTeam("/api/notifications")).toBe("/api/notifications");
});

it("the chosen team reaches the calls made through the shared client", async () => {
  const fetchMock = jest.fn(async () => new Response("{}", { status: 200, headers: { "Content-Type": "application/json" } }));
  const original = global.fetch;
  global.fetch = fetchMock as unknown as typeof fetch;
  try {
    const { apiGet } = await import("@/lib/client/api");
    setAdminTeam(7);
    await apiGet("/api/admin/users");
    await apiGet("/api/goals");
    const urls = fetchMock.mock.calls.map((call) => String((call as unknown[])[0]));
    expect(urls[0]).toMatch(/^\/api\/admin\/users\?.*team=7|^\/api\/admin\/users\?team=7/);
    expect(urls[1]).not.toContain("team=");
  } finally {
    global.fetch = original;
  }
});
