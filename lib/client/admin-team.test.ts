// The team switcher's filter (docs/decisions.md "Teams and roles"): admin calls carry ?team=, the
// teams' own routes and every other call do not.
import { setAdminTeam, withAdminTeam } from "@/lib/client/admin-team";

afterEach(() => setAdminTeam(null));

it("adds the chosen team to admin calls only", () => {
  expect(withAdminTeam("/api/admin/users")).toBe("/api/admin/users");
  setAdminTeam(7);
  expect(withAdminTeam("/api/admin/users")).toBe("/api/admin/users?team=7");
  expect(withAdminTeam("/api/admin/coach/attention?reason=inactive#x")).toBe("/api/admin/coach/attention?reason=inactive&team=7#x");
  expect(withAdminTeam("/api/admin/teams")).toBe("/api/admin/teams");
  expect(withAdminTeam("/api/admin/teams/3/codes")).toBe("/api/admin/teams/3/codes");
  expect(withAdminTeam("/api/notifications")).toBe("/api/notifications");
});
