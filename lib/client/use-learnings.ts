"use client";
// Things learned / accomplished today: GET /api/learnings/{type}, POST /api/learnings,
// PUT and DELETE /api/learnings/{id}. Writes update the list in the cache.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiWrite } from "@/lib/client/api";
import { refreshUserIfAwarded } from "@/lib/client/award";
import { afterRemoval } from "@/lib/client/taken-back";
import { queryKeys } from "@/lib/query/query-keys";
import type { WithPoints } from "@/lib/schemas/goals";
import type { LearningDto, LearningType } from "@/lib/schemas/journal";

export type { LearningDto, LearningType };

const keyOf = (type: LearningType) => (type === "learned" ? queryKeys.learned : queryKeys.accomplished);

export const useLearnings = (type: LearningType) => useQuery<LearningDto[]>({ queryKey: keyOf(type) });

/** Changes the cached list of one type. */
function useEditList(type: LearningType) {
  const queryClient = useQueryClient();
  return (change: (list: LearningDto[]) => LearningDto[]) =>
    queryClient.setQueryData<LearningDto[]>(keyOf(type), (list = []) => change(list));
}

export function useAddLearning(type: LearningType) {
  const queryClient = useQueryClient();
  const edit = useEditList(type);
  return useMutation({
    mutationFn: (content: string) => apiWrite<WithPoints<LearningDto>>("POST", "/api/learnings", { type, content }),
    onSuccess: (saved) => {
      const { pointsAwarded: _points, ...row } = saved;
      edit((list) => [...list.filter((l) => l.id !== row.id), row]);
      refreshUserIfAwarded(queryClient, saved);
    },
  });
}

export function useUpdateLearning(type: LearningType) {
  const edit = useEditList(type);
  return useMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) => apiWrite<LearningDto>("PUT", `/api/learnings/${id}`, { content }),
    onSuccess: (saved, { id, content }) =>
      edit((list) => list.map((l) => (l.id === id ? { ...l, ...saved, content: saved?.content ?? content } : l))),
  });
}

export function useDeleteLearning(type: LearningType) {
  const queryClient = useQueryClient();
  const edit = useEditList(type);
  return useMutation({
    mutationFn: (id: number) => apiWrite("DELETE", `/api/learnings/${id}`),
    onSuccess: (answer, id) => {
      edit((list) => list.filter((l) => l.id !== id));
      afterRemoval(queryClient, answer); // a same-day deletion takes its points back, and says so
    },
  });
}
