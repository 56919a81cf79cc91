"use client";
// Team challenges (docs/product/challenges-and-partners.md): the member's challenges, join and
// leave, a leaderboard page and the "show my name" choice; the coach's list, page, start and end.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiWrite } from "@/lib/client/api";
import { queryKeys } from "@/lib/query/query-keys";
import type { ChallengeDetailDto, ChallengeDto, LeaderboardDto, MyChallengeDto } from "@/lib/schemas/challenges";

export const useChallenges = () => useQuery<{ challenges: MyChallengeDto[] }>({ queryKey: queryKeys.challenges });

export const useLeaderboard = (id: number, page: number, enabled = true) =>
  useQuery<LeaderboardDto>({ queryKey: [`/api/challenges/${id}/leaderboard?page=${page}`], enabled, placeholderData: keepPreviousData });

/** Join (true) or leave (false); the answer is the challenge as the member now sees it. */
export function useJoinChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, join }: { id: number; join: boolean }) => apiWrite<MyChallengeDto>(join ? "POST" : "DELETE", `/api/challenges/${id}/join`),
    onSuccess: (answer) => {
      queryClient.setQueryData<{ challenges: MyChallengeDto[] }>(queryKeys.challenges, (old) => old && { challenges: old.challenges.map((c) => (c.id === answer.id ? answer : c)) });
      void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(`/api/challenges/${answer.id}/leaderboard`) });
    },
  });
}

export function useShowChallengeName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (showName: boolean) => apiWrite<{ showName: boolean }>("PUT", "/api/challenges/show-name", { showName }),
    onSuccess: ({ showName }) => {
      queryClient.setQueryData<{ challenges: MyChallengeDto[] }>(queryKeys.challenges, (old) => old && { challenges: old.challenges.map((c) => ({ ...c, showName })) });
      void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).includes("/leaderboard") });
    },
  });
}

// The coach's side (/admin).
export const useAdminChallenges = () => useQuery<{ challenges: (ChallengeDto & { running: boolean })[] }>({ queryKey: queryKeys.adminChallenges });

export const useAdminChallenge = (id: number | null, page: number) =>
  useQuery<ChallengeDetailDto>({ queryKey: [`/api/admin/challenges/${id}?page=${page}`], enabled: id !== null, placeholderData: keepPreviousData });

export type NewChallenge = { name: string; teamId: number | null; startDate: string; endDate: string; measure: string; target: number };

export function useStartChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewChallenge) => apiWrite<ChallengeDto>("POST", "/api/admin/challenges", input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.adminChallenges }),
  });
}

export function useEndChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiWrite<ChallengeDto>("POST", `/api/admin/challenges/${id}/end`),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminChallenges });
      void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(`/api/admin/challenges/${answer.id}`) });
    },
  });
}
