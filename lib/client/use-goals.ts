"use client";
// Goals and tasks: GET/POST /api/goals, PATCH/DELETE /api/goals/{id}, GET /api/goals/completed.
// Writes update the goals cache from the server's answer instead of refetching the list.
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { apiGet, apiWrite } from "@/lib/client/api";
import { refreshUserIfAwarded } from "@/lib/client/award";
import { queryKeys } from "@/lib/client/query-keys";

export type GoalType = "main" | "smart1" | "smart2" | "smart3" | "task1" | "task2" | "task3";
export type SmartType = "smart1" | "smart2" | "smart3";
export type TaskType = "task1" | "task2" | "task3";

export type Goal = {
  id: number;
  userId: number;
  type: GoalType;
  title: string;
  isCompleted: boolean;
  dateCreated: string | null;
  deadline: string | null;
  completedAt: string | null;
};

export type GoalWrite = Goal & { pointsAwarded?: number };
export type CreateGoalInput = { type: GoalType; title: string; isCompleted?: boolean; deadline?: string | null };
export type UpdateGoalInput = { title?: string; isCompleted?: boolean; deadline?: string | null };

export const fetchGoals = async () => (await apiGet<Goal[]>("/api/goals")) ?? [];
export const fetchCompletedGoals = async () => (await apiGet<Goal[]>("/api/goals/completed")) ?? [];

export function useGoals() {
  return useQuery({ queryKey: queryKeys.goals, queryFn: fetchGoals });
}

export function useCompletedGoals() {
  return useQuery({ queryKey: queryKeys.completedGoals, queryFn: fetchCompletedGoals });
}

/** The goal holding each slot ('main', 'smart1'.., 'task1'..), if any. */
export function useGoalsBySlot(): { bySlot: Partial<Record<GoalType, Goal>>; isPending: boolean } {
  const { data, isPending } = useGoals();
  const bySlot = useMemo(() => Object.fromEntries((data ?? []).map((g) => [g.type, g])), [data]);
  return { bySlot, isPending };
}

function strip(goal: GoalWrite): Goal {
  const { pointsAwarded: _ignored, ...rest } = goal;
  return rest;
}

function putInCache(queryClient: QueryClient, goal: Goal) {
  queryClient.setQueryData<Goal[]>(queryKeys.goals, (list = []) => [
    ...list.filter((g) => g.id !== goal.id && g.type !== goal.type),
    goal,
  ]);
}

function dropFromCache(queryClient: QueryClient, id: number) {
  queryClient.setQueryData<Goal[]>(queryKeys.goals, (list = []) => list.filter((g) => g.id !== id));
}

/** The goal writes, bound to the query cache. */
export function useGoalActions() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      async create(input: CreateGoalInput): Promise<GoalWrite> {
        const goal = await apiWrite<GoalWrite>("POST", "/api/goals", input);
        putInCache(queryClient, strip(goal));
        refreshUserIfAwarded(queryClient, goal);
        return goal;
      },
      async update(id: number, patch: UpdateGoalInput): Promise<GoalWrite> {
        const goal = await apiWrite<GoalWrite>("PATCH", `/api/goals/${id}`, patch);
        putInCache(queryClient, strip(goal));
        refreshUserIfAwarded(queryClient, goal);
        return goal;
      },
      /** Deletes an open goal, or moves a completed one out of its slot into the completed list. */
      async remove(id: number): Promise<void> {
        await apiWrite("DELETE", `/api/goals/${id}`);
        dropFromCache(queryClient, id);
        void queryClient.invalidateQueries({ queryKey: queryKeys.completedGoals });
      },
    }),
    [queryClient],
  );
}
