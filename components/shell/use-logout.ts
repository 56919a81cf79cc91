"use client";
// Manual logout (docs/product/shell-and-sign-in.md#the-shell, #idle-and-session-lifecycle): POST /api/logout, drop every cached query, go to "/".
import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiWrite } from "@/lib/client/api";
import { notify } from "@/lib/client/toast";
import { reportedMessage } from "@/lib/client/api";

export function useLogout() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [navigating, startNavigation] = useTransition();
  const mutation = useMutation({
    mutationFn: () => apiWrite("POST", "/api/logout"),
    onSuccess: async () => {
      queryClient.clear();
      await import("@/lib/client/offline/forget-device").then((m) => m.forgetDevice());
      startNavigation(() => router.replace("/"));
    },
    onError: (error) => notify("error", "Logout Failed", reportedMessage(error) ?? "Please try again."),
  });
  return { logout: () => mutation.mutate(), pending: mutation.isPending || navigating || mutation.isSuccess };
}
