// The losing device of a journal field conflict is corrected on screen (docs/decisions.md "Offline",
// "The day across the gap, and conflicts"): a behavior, mindset or note edit that arrives older
// than the stored one is answered 200 with the row as it stands and `notApplied` naming the fields
// kept (lib/domain/not-applied). The journal hooks put the sent fields into the cache (first-load
// code, unchanged); this part of the offline runtime then puts the stored values of the fields not
// applied over them, a moment later, so the journal form (which follows the cache while it holds no
// edit of its own since: components/journal/use-journal-draft) shows the kept text. A field the
// member typed in since keeps their text: it is a later edit, sent and kept by the same rule. The
// member is told once, on the offline bar.
import type { Mutation, QueryClient } from "@tanstack/react-query";
import { announceEditKept } from "@/lib/client/offline/sync-events";
import { queryKeys } from "@/lib/query/query-keys";

type AnyMutation = Mutation<unknown, Error, unknown, unknown>;
type Section = { key: readonly string[]; name: string; fields: readonly string[] };

/** The journal's autosaved sections, as the member knows them (their headings). */
export const SECTIONS: readonly Section[] = [
  { key: queryKeys.behavior, name: "Behavior Tracker", fields: ["continueDoing", "startDoing", "stopDoing"] },
  {
    key: queryKeys.mindset,
    name: "Daily Mindset Exercises",
    fields: ["visualization", "selfTalk", "focus", "isVisualizationCompleted", "isSelfTalkCompleted", "isFocusCompleted"],
  },
  { key: queryKeys.notes, name: "Notes", fields: ["content"] },
];

/** The section a journal write's sent fields belong to (lib/client/sync/journal-write: `{ fields, madeAt }`). */
export function sectionOfWrite(variables: unknown): Section | undefined {
  const fields = (variables as { fields?: unknown } | null)?.fields;
  if (!fields || typeof fields !== "object" || !("madeAt" in (variables as object))) return undefined;
  const names = Object.keys(fields);
  return names.length ? SECTIONS.find((s) => names.every((n) => s.fields.includes(n))) : undefined;
}

/** The stored values of the fields the answer says were not applied (only the section's own fields). */
export function keptValues(section: Section, answer: unknown): Record<string, unknown> | null {
  const a = answer as { notApplied?: unknown } & Record<string, unknown>;
  if (!a || typeof a !== "object" || !Array.isArray(a.notApplied)) return null;
  const fields = a.notApplied.filter((f): f is string => typeof f === "string" && section.fields.includes(f) && f in a);
  return fields.length ? Object.fromEntries(fields.map((f) => [f, a[f]])) : null;
}

const list = (names: string[]) => (names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`);

/** What the bar says, once for the sections corrected together. */
export const keptEditText = (names: string[]) => `A newer edit from another device was kept in ${list(names)}.`;

/** How long after the hook's own cache update the stored values go in (the form renders the sent ones first). */
export const CORRECT_AFTER_MS = 50;
/** Sections corrected within this time are said in one sentence. */
const TELL_AFTER_MS = 500;

/** Listens to the journal writes' answers until the returned function is called. */
export function correctKeptEdits(queryClient: QueryClient): () => void {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (fn: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };
  const told = new Set<string>();
  const tell = (name: string) => {
    if (told.size === 0)
      later(() => {
        announceEditKept(keptEditText([...told]));
        told.clear();
      }, TELL_AFTER_MS);
    told.add(name);
  };
  const handled = new WeakSet<AnyMutation>();
  const correct = (mutation: AnyMutation) => {
    if (handled.has(mutation)) return;
    handled.add(mutation);
    const section = sectionOfWrite(mutation.state.variables);
    const values = section && keptValues(section, mutation.state.data);
    if (!section || !values) return;
    later(() => {
      queryClient.setQueryData<Record<string, unknown>>(section.key, (old) => (old ? { ...old, ...values } : old));
      tell(section.name);
    }, CORRECT_AFTER_MS);
  };

  // Answers that came before the runtime was loaded (a field resent when it mounted): the latest
  // write of each section only, so a later edit is never overwritten.
  const latest = new Map<Section, AnyMutation>();
  for (const m of queryClient.getMutationCache().getAll()) {
    const section = m.state.status === "success" ? sectionOfWrite(m.state.variables) : undefined;
    if (!section) continue;
    handled.add(m);
    const before = latest.get(section);
    if (!before || before.state.submittedAt <= m.state.submittedAt) latest.set(section, m);
  }
  for (const m of latest.values()) {
    handled.delete(m);
    correct(m);
  }

  const stop = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "success") correct(event.mutation);
  });
  return () => {
    stop();
    for (const timer of timers) clearTimeout(timer);
  };
}
