"use client";
// The member's check-ins (docs/product/check-ins.md#the-members-side): the open ones (GET
// /api/check-ins), answering one, and their past answers for /stats. The keys live here, not in
// lib/query/query-keys.ts: nothing prefetches them on the server, and that file is in the
// dashboard's first-load script (docs/decisions.md "Script budgets").
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiWrite, isOfflineFallback } from "@/lib/client/api";
import { refreshUserIfAwarded } from "@/lib/client/award";
import type { CheckInAnswers, CheckInQuestion } from "@/lib/domain/check-in-questions";
import type { DueCheckInDto } from "@/lib/schemas/check-ins";

export const CHECK_IN_KEYS = { due: ["/api/check-ins"], history: ["/api/check-ins/history"] } as const;

export type PastCheckIn = { formId: number; title: string; date: string; questions: CheckInQuestion[]; answers: CheckInAnswers };

export const useDueCheckIns = () => useQuery<{ checkIns: DueCheckInDto[] }>({ queryKey: CHECK_IN_KEYS.due });
export const usePastCheckIns = () => useQuery<{ answers: PastCheckIn[] }>({ queryKey: CHECK_IN_KEYS.history });

export type AnswerInput = { formId: number; date: string; answers: Record<string, number | boolean | string> };
export type AnswerResult = { id: number; flagged: boolean; pointsAwarded: number };

export function useAnswerCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ formId, date, answers }: AnswerInput) => apiWrite<AnswerResult>("POST", `/api/check-ins/${formId}`, { date, answers }),
    onSuccess: (result, { formId, date, answers }) => {
      // Kept offline (the outbox's stand-in): shown answered at once, the server read after the sync.
      if (isOfflineFallback(result)) {
        queryClient.setQueryData<{ checkIns: DueCheckInDto[] }>(CHECK_IN_KEYS.due, (old) =>
          old && { checkIns: old.checkIns.map((c) => (c.formId === formId && c.date === date ? { ...c, answered: true, answers } : c)) },
        );
        return;
      }
      void queryClient.invalidateQueries({ queryKey: CHECK_IN_KEYS.due });
      void queryClient.invalidateQueries({ queryKey: CHECK_IN_KEYS.history });
      refreshUserIfAwarded(queryClient, result);
    },
  });
}
