"use client";
// Today's note: GET/POST /api/notes.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiWrite } from "@/lib/client/api";
import type { JournalWrite } from "@/lib/client/sync/journal-write";
import { queryKeys } from "@/lib/query/query-keys";
import type { NoteDto } from "@/lib/schemas/journal";

export type NoteFields = Pick<NoteDto, "content">;

export const useNote = () => useQuery<NoteFields>({ queryKey: queryKeys.notes });

export function useSaveNote() {
  const queryClient = useQueryClient();
  return useMutation({
    // Autosaved: the field keeps its own queue offline (lib/client/use-autosave), not the outbox (docs/decisions.md "Offline").
    mutationFn: ({ fields, madeAt }: JournalWrite<NoteFields>) => apiWrite("POST", "/api/notes", fields, { outbox: false, madeAt }),
    onSuccess: (_saved, { fields }) => queryClient.setQueryData<NoteFields>(queryKeys.notes, (old) => ({ ...old, ...fields })),
  });
}
