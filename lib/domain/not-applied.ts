// Which sent journal fields the server left as stored (docs/decisions.md "Offline", "The day across
// the gap, and conflicts"): the later write wins field by field, so after the write a field whose
// stored made-at is newer than this write's kept another device's later edit. The answer names
// them (`notApplied`), so the losing device shows the stored text.

/** The answer's flag, present only when some sent field was not applied (the answer keeps its shape otherwise). */
export type NotApplied = { notApplied?: string[] };

/** The sent fields (`sent`: those with a value) whose made-at after the write is later than `madeAt`. */
export function notAppliedFields(sent: readonly string[], fieldsMadeAt: unknown, madeAt: number): string[] {
  if (!fieldsMadeAt || typeof fieldsMadeAt !== "object") return [];
  const times = fieldsMadeAt as Record<string, unknown>;
  return sent.filter((field) => {
    const stored = Number(times[field]);
    return Number.isFinite(stored) && stored > madeAt;
  });
}

/** `{ notApplied }` when some field was not applied, else nothing: spread into the answer. */
export function notAppliedFlag(sent: readonly string[], fieldsMadeAt: unknown, madeAt: number): NotApplied {
  const fields = notAppliedFields(sent, fieldsMadeAt, madeAt);
  return fields.length ? { notApplied: fields } : {};
}
