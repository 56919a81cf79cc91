"use client";
// Things learned / accomplished today: GET /api/learnings/{type}, POST /api/learnings,
// PUT and DELETE /api/learnings/{id}. Writes update the list in the cache.
import { useMemo } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiWrite } from "@/lib/client/api";
import { refreshUserIfAwarded } from "@/lib/client/award";
import { queryKeys } from "@/lib/client/query-keys";
import type { LearningDto, LearningType } from "@/lib/schemas/journal";

export type { LearningDto, LearningType };

const keyOf = (type: LearningType) => (type === "learned" ? queryKeys.learned : queryKeys.accomplished);

export const fetchLearnings = (type: LearningType) => async () =>
  (await apiGet<LearningDto[]>(`/api/learnings/${type}`)) ?? [];

export function useLearnings(type: LearningType) {
  return useQuery({ queryKey: keyOf(type), queryFn: fetchLearnings(type) });
}

export function useLearningActions(type: LearningType) {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const key = keyOf(type);
    const edit = (fn: (list: LearningDto[]) => LearningDto[]) => queryClient.setQueryData<LearningDto[]>(key, (list = []) => fn(list));
    return {
      async add(content: string): Promise<LearningDto & { pointsAwarded?: number }> {
        const item = await apiWrite<LearningDto & { pointsAwarded?: number }>("POST", "/api/learnings", { type, content });
        const { pointsAwarded: _points, ...row } = item;
        edit((list) => [...list.filter((l) => l.id !== row.id), row]);
        refreshUserIfAwarded(queryClient, item);
        return item;
      },
      async update(id: number, content: string): Promise<void> {
        const item = await apiWrite<LearningDto>("PUT", `/api/learnings/${id}`, { content });
        edit((list) => list.map((l) => (l.id === id ? { ...l, ...item, content: item?.content ?? content } : l)));
      },
      async remove(id: number): Promise<void> {
        await apiWrite("DELETE", `/api/learnings/${id}`);
        edit((list) => list.filter((l) => l.id !== id));
      },
    };
  }, [queryClient, type]);
}
