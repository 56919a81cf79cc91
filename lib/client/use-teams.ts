"use client";
// Teams, coaches and invite codes (docs/decisions.md "Teams and roles"): the owner's Teams tab,
// the coaches' codes, the /admin team switcher and the member's own team in Profile.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiWrite } from "@/lib/client/api";
import { setAdminTeam } from "@/lib/client/admin-team";
import type { AdminUsersPageDto } from "@/lib/schemas/admin-users";
import type { InviteCodeDto, MyTeamDto, TeamDto } from "@/lib/schemas/teams";

export const teamKeys = {
  teams: ["/api/admin/teams"] as const,
  codes: (teamId: number) => ["/api/admin/teams", teamId, "codes"] as const,
  mine: ["/api/user/team"] as const,
};

export const useTeams = () => useQuery({ queryKey: teamKeys.teams, queryFn: () => apiGet<{ teams: TeamDto[] }>("/api/admin/teams"), staleTime: 0, refetchOnMount: "always" });
export const useMyTeam = () => useQuery({ queryKey: teamKeys.mine, queryFn: () => apiGet<MyTeamDto>("/api/user/team") });
export const useInviteCodes = (teamId: number | null) =>
  // Read again at each opening: uses change as members register.
  useQuery({ queryKey: teamKeys.codes(teamId ?? 0), queryFn: () => apiGet<{ codes: InviteCodeDto[] }>(`/api/admin/teams/${teamId}/codes`), enabled: teamId !== null, staleTime: 0, refetchOnMount: "always" });

function useTeamWrite<I, O>(call: (input: I) => Promise<O>, also?: (input: I) => readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: (_data, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: teamKeys.teams });
      if (also) void queryClient.invalidateQueries({ queryKey: also(input) });
    },
  });
}

export const useCreateTeam = () => useTeamWrite((input: { name: string; description: string }) => apiWrite<TeamDto>("POST", "/api/admin/teams", input));
export const useUpdateTeam = () =>
  useTeamWrite(({ id, ...changes }: { id: number; name?: string; description?: string; archived?: boolean }) => apiWrite<TeamDto>("PATCH", `/api/admin/teams/${id}`, changes));
export const useAppointCoach = () => useTeamWrite(({ teamId, username }: { teamId: number; username: string }) => apiWrite<TeamDto>("POST", `/api/admin/teams/${teamId}/coaches`, { username }));
export const useRemoveCoach = () => useTeamWrite(({ teamId, userId }: { teamId: number; userId: number }) => apiWrite<TeamDto>("DELETE", `/api/admin/teams/${teamId}/coaches/${userId}`));
export const useIssueCode = () =>
  useTeamWrite(
    ({ teamId, ...input }: { teamId: number; maxUses: number | null; expiresAt: string | null }) => apiWrite<InviteCodeDto>("POST", `/api/admin/teams/${teamId}/codes`, input),
    ({ teamId }) => teamKeys.codes(teamId),
  );
export const useRevokeCode = () =>
  useTeamWrite(({ teamId, codeId }: { teamId: number; codeId: number }) => apiWrite("DELETE", `/api/admin/teams/${teamId}/codes/${codeId}`), ({ teamId }) => teamKeys.codes(teamId));

/** Moves the member named `username` (found through the users search) to a team. */
export function useMoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ username, teamId }: { username: string; teamId: number }) => {
      const page = await apiGet<AdminUsersPageDto>(`/api/admin/users?q=${encodeURIComponent(username)}&limit=100`);
      const member = page?.users.find((u) => u.username.toLowerCase() === username.trim().toLowerCase());
      if (!member) throw new Error("User not found");
      return apiWrite("PATCH", `/api/admin/users/${member.id}`, { teamId });
    },
    onSettled: () => queryClient.invalidateQueries(),
  });
}

/** The switcher: every admin read after it carries the team (null: all of the caller's teams). */
export function useChooseTeam() {
  const queryClient = useQueryClient();
  return (teamId: number | null) => {
    setAdminTeam(teamId);
    void queryClient.resetQueries({ predicate: (q) => typeof q.queryKey[0] === "string" && q.queryKey[0].startsWith("/api/admin/") && q.queryKey[0] !== "/api/admin/teams" });
  };
}
