"use client";
// The /admin team switcher's filter (docs/decisions.md "Teams and roles"): while a team is chosen,
// every call to /api/admin/** (but the teams' own routes) carries ?team=<id>, which the server's
// withAdmin narrows the scope with (a team outside it is a 404). One module-level choice: /admin
// has one switcher; choosing resets the cached admin reads (lib/client/use-teams useChooseTeam).
import { setPathRewrite } from "@/lib/client/api";

let chosen: number | null = null;

export const adminTeam = () => chosen;
export function setAdminTeam(teamId: number | null) {
  chosen = teamId;
  setPathRewrite(withAdminTeam);
}

/** `path` with the chosen team, for the admin calls it filters (admin paths carry no #fragment). */
export function withAdminTeam(path: string): string {
  if (chosen === null || !path.startsWith("/api/admin/") || path.startsWith("/api/admin/teams")) return path;
  return `${path}${path.includes("?") ? "&" : "?"}team=${chosen}`;
}
