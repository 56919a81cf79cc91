"use client";
// Profile > Your data > Import your history (docs/product/imports.md): the member's latest import
// (polled while the queue reads or writes it), the upload, the confirmation and the cancel.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiCallError, apiWrite, withTimestamp } from "@/lib/client/api";
import type { ImportDto, ImportKind } from "@/lib/schemas/imports";

type Latest = { import: ImportDto | null };
/** The key is the path (lib/query/query-keys.ts's rule), kept here: only the card, loaded after the page, reads it. */
const IMPORTS_KEY = ["/api/imports"] as const;
/** How often the card asks for progress while the queue works. */
export const IMPORT_POLL_MS = 1000;

const running = (dto: ImportDto | null | undefined) => dto?.status === "reading" || dto?.status === "writing" || dto?.status === "uploading";

export const useLatestImport = () =>
  useQuery<Latest>({ queryKey: IMPORTS_KEY, refetchInterval: (query) => (running(query.state.data?.import) ? IMPORT_POLL_MS : false) });

/** The file as the request's body, once: no retries of 50 MB; the server's message on a refusal. */
async function uploadFile(kind: ImportKind, file: File): Promise<ImportDto> {
  const res = await fetch(withTimestamp(`/api/imports?kind=${kind}&name=${encodeURIComponent(file.name.slice(0, 200))}`), {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": file.type || "application/octet-stream", Accept: "application/json" },
    body: file,
  });
  const text = await res.text();
  if (!res.ok) throw new ApiCallError(res.status, `${res.status}: ${text}`, text);
  return JSON.parse(text) as ImportDto;
}

export function useImportActions() {
  const queryClient = useQueryClient();
  const set = (dto: ImportDto | null) => queryClient.setQueryData<Latest>(IMPORTS_KEY, { import: dto });
  return {
    upload: useMutation({ mutationFn: ({ kind, file }: { kind: ImportKind; file: File }) => uploadFile(kind, file), onSuccess: set }),
    confirm: useMutation({ mutationFn: (id: number) => apiWrite<ImportDto>("POST", `/api/imports/${id}/confirm`), onSuccess: set }),
    cancel: useMutation({ mutationFn: (id: number) => apiWrite("DELETE", `/api/imports/${id}`), onSuccess: () => set(null) }),
  };
}
