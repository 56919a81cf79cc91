"use client";
// An autosaved journal form (behavior, mindset texts or flags, note): the fields as typed, saved
// through useAutosave after `delayMs`. The form follows the server's value (a reset, another tab)
// while the member has no unsaved edit.
import { useMemo, useState } from "react";
import { useAutosave } from "@/lib/client/use-autosave";

type Fields = Record<string, string | boolean>;

function pick<V extends Fields>(source: Partial<V> & object, fields: readonly (keyof V)[]): V {
  return Object.fromEntries(fields.map((f) => [f, source[f]])) as unknown as V;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function useJournalDraft<V extends Fields>(options: {
  key: string;
  fields: readonly (keyof V)[];
  /** The query's data; undefined while loading. */
  server: (Partial<V> & object) | undefined;
  save: (value: V, madeAt: number) => Promise<unknown>;
  delayMs: number;
}) {
  const { key, fields, server: serverData, save, delayMs } = options;
  const server = useMemo(() => (serverData ? pick(serverData, fields) : undefined), [serverData, fields]);
  const [draft, setDraft] = useState<V | undefined>(server);
  const [seen, setSeen] = useState<V | undefined>(server);
  if (!same(server, seen)) {
    setSeen(server);
    if (draft === undefined || same(draft, seen)) setDraft(server);
  }
  const value = draft ?? server;
  const { status, flush } = useAutosave<V | undefined>({
    key,
    value,
    savedValue: server,
    save: (v, madeAt) => (v ? save(v, madeAt) : Promise.resolve()),
    delayMs,
    enabled: server !== undefined,
    onRestore: (restored) => restored && setDraft(restored),
  });
  return {
    value,
    status,
    flush,
    set<K extends keyof V>(field: K, next: V[K]) {
      setDraft((current) => {
        const base = current ?? server;
        return base ? { ...base, [field]: next } : base;
      });
    },
  };
}
