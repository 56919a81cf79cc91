"use client";
// The coach's check-ins in /admin (docs/product/check-ins.md#the-coachs-side): the forms of the
// teams in scope, making and editing one, the review queue (pages by cursor) and "reviewed".
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiWrite } from "@/lib/client/api";
import type { FormTrends } from "@/lib/domain/check-in-trends";
import type { CheckInFormDto, CheckInGlanceForm, CreateCheckInFormInput, ReviewItemDto, UpdateCheckInFormInput } from "@/lib/schemas/check-ins";

export const adminCheckInKeys = {
  forms: ["/api/admin/check-ins"] as const,
  review: ["/api/admin/check-ins/review"] as const,
};

export const useCheckInForms = () => useQuery({ queryKey: adminCheckInKeys.forms, queryFn: () => apiGet<{ forms: CheckInFormDto[] }>("/api/admin/check-ins") });

export function useReviewQueue() {
  return useInfiniteQuery({
    queryKey: adminCheckInKeys.review,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => apiGet<{ answers: ReviewItemDto[]; next: string | null }>(`/api/admin/check-ins/review${pageParam ? `?cursor=${pageParam}` : ""}`),
    getNextPageParam: (last) => last?.next ?? null,
    staleTime: 0,
    refetchOnMount: "always",
  });
}

function useFormWrite<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminCheckInKeys.forms }) });
}

export const useCreateCheckInForm = () => useFormWrite((input: CreateCheckInFormInput) => apiWrite<CheckInFormDto>("POST", "/api/admin/check-ins", input));
export const useUpdateCheckInForm = () => useFormWrite(({ id, ...input }: UpdateCheckInFormInput & { id: number }) => apiWrite<CheckInFormDto>("PATCH", `/api/admin/check-ins/${id}`, input));
export const useArchiveCheckInForm = () => useFormWrite((id: number) => apiWrite("DELETE", `/api/admin/check-ins/${id}`));

export function useMarkReviewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answerId: number) => apiWrite("POST", `/api/admin/check-ins/answers/${answerId}/reviewed`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminCheckInKeys.review }),
  });
}

export const useMemberCheckIns = (userId: number) =>
  useQuery({ queryKey: ["/api/admin/check-ins/members", userId], queryFn: () => apiGet<{ forms: FormTrends[] }>(`/api/admin/check-ins/members/${userId}`) });
export const useCheckInGlance = () => useQuery({ queryKey: ["/api/admin/check-ins/glance"], queryFn: () => apiGet<{ forms: CheckInGlanceForm[] }>("/api/admin/check-ins/glance") });
