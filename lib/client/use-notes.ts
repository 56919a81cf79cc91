"use client";
// Today's note: GET/POST /api/notes.
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { apiGet, apiWrite } from "@/lib/client/api";
import { EMPTY_NOTE } from "@/lib/client/fallbacks";
import { queryKeys } from "@/lib/client/query-keys";
import type { NoteDto } from "@/lib/schemas/journal";

export type NoteFields = { content: string };

export const fetchNote = async (): Promise<NoteFields> => (await apiGet<NoteDto>("/api/notes")) ?? { ...EMPTY_NOTE };

export function useNote() {
  return useQuery({ queryKey: queryKeys.notes, queryFn: fetchNote });
}

export async function saveNote(queryClient: QueryClient, fields: NoteFields): Promise<void> {
  await apiWrite("POST", "/api/notes", fields);
  queryClient.setQueryData<NoteFields>(queryKeys.notes, (old) => ({ ...old, ...fields }));
}
