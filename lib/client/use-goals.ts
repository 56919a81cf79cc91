"use client";
// Goals and tasks: GET/POST /api/goals, PATCH/DELETE /api/goals/{id}, GET /api/goals/completed.
// Writes put the server's answer in the goals cache instead of refetching the list.
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { apiWrite } from "@/lib/client/api";
import { refreshUserIfAwarded } from "@/lib/client/award";
import { afterRemoval } from "@/lib/client/taken-back";
import { queryKeys } from "@/lib/query/query-keys";
import type { CreateGoalInput, GoalDto, GoalType, UpdateGoalInput, WithPoints } from "@/lib/schemas/goals";

export type { GoalType, TaskType } from "@/lib/schemas/goals";
export type Goal = GoalDto;
export type GoalWrite = WithPoints<GoalDto>;

export const useGoals = () => useQuery<Goal[]>({ queryKey: queryKeys.goals });

export const useCompletedGoals = () => useQuery<Goal[]>({ queryKey: queryKeys.completedGoals });

/** The goal holding each slot ('main', 'smart1'.., 'task1'..), if any. */
export function useGoalsBySlot(): { bySlot: Partial<Record<GoalType, Goal>>; isPending: boolean } {
  const { data, isPending } = useGoals();
  const bySlot = useMemo(() => Object.fromEntries((data ?? []).map((g) => [g.type, g])), [data]);
  return { bySlot, isPending };
}

/** The saved goal replaces whatever held its id or its slot; the user follows when it earned points. */
function putInCache(queryClient: QueryClient, saved: GoalWrite) {
  const { pointsAwarded: _points, ...goal } = saved;
  queryClient.setQueryData<Goal[]>(queryKeys.goals, (list = []) => [
    ...list.filter((g) => g.id !== goal.id && g.type !== goal.type),
    goal,
  ]);
  refreshUserIfAwarded(queryClient, saved);
}

export function useCreateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateGoalInput) => apiWrite<GoalWrite>("POST", "/api/goals", input),
    onSuccess: (goal) => putInCache(queryClient, goal),
  });
}

export function useUpdateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...patch }: { id: number } & UpdateGoalInput) => apiWrite<GoalWrite>("PATCH", `/api/goals/${id}`, patch),
    onSuccess: (goal) => putInCache(queryClient, goal),
  });
}

/** Deletes an open goal, or moves a completed one out of its slot into the completed list. */
export function useDeleteGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiWrite("DELETE", `/api/goals/${id}`),
    onSuccess: (answer, id) => {
      queryClient.setQueryData<Goal[]>(queryKeys.goals, (list = []) => list.filter((g) => g.id !== id));
      void queryClient.invalidateQueries({ queryKey: queryKeys.completedGoals });
      afterRemoval(queryClient, answer); // a same-day deletion takes its points back, and says so
    },
  });
}
