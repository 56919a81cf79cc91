/** @jest-environment jsdom */
import { QueryClient } from "@tanstack/react-query";
import { CORRECT_AFTER_MS, correctKeptEdits, keptEditText, keptValues, SECTIONS, sectionOfWrite } from "@/lib/client/offline/kept-edits";
import { EDIT_KEPT } from "@/lib/client/offline/sync-events";
import { queryKeys } from "@/lib/query/query-keys";

const [behavior, mindset, notes] = SECTIONS;
const MADE_AT = Date.UTC(2026, 10, 29, 7, 30);

describe("which journal section a write is, and what the server kept", () => {
  it("a journal write is `{ fields, madeAt }` whose fields are one section's", () => {
    expect(sectionOfWrite({ fields: { content: "x" }, madeAt: MADE_AT })).toBe(notes);
    expect(sectionOfWrite({ fields: { continueDoing: "a", startDoing: "", stopDoing: "" }, madeAt: MADE_AT })).toBe(behavior);
    expect(sectionOfWrite({ fields: { isFocusCompleted: true }, madeAt: MADE_AT })).toBe(mindset);
    // A learning item (content, but no `{ fields, madeAt }`) and mixed fields are none.
    expect(sectionOfWrite({ type: "learned", content: "x" })).toBeUndefined();
    expect(sectionOfWrite({ fields: { content: "x", focus: "y" }, madeAt: MADE_AT })).toBeUndefined();
    expect(sectionOfWrite(undefined)).toBeUndefined();
  });

  it("the stored values of the section's fields named notApplied, else null", () => {
    expect(keptValues(behavior, { continueDoing: "B walks", stopDoing: "A", notApplied: ["continueDoing"] })).toEqual({ continueDoing: "B walks" });
    expect(keptValues(notes, { content: "B" })).toBeNull();
    expect(keptValues(notes, { content: "B", notApplied: [] })).toBeNull();
    expect(keptValues(notes, { content: "B", notApplied: ["focus", 3] })).toBeNull();
  });

  it("says it in one sentence", () => {
    expect(keptEditText(["Notes"])).toBe("A newer edit from another device was kept in Notes.");
    expect(keptEditText(["Behavior Tracker", "Notes"])).toBe("A newer edit from another device was kept in Behavior Tracker and Notes.");
    expect(keptEditText(["Behavior Tracker", "Daily Mindset Exercises", "Notes"])).toBe(
      "A newer edit from another device was kept in Behavior Tracker, Daily Mindset Exercises and Notes.",
    );
  });
});

describe("correctKeptEdits", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A journal write as the hooks make it: their onSuccess puts the sent fields into the cache. */
  const journalWrite = (queryClient: QueryClient, key: readonly string[], fields: Record<string, unknown>, answer: unknown) =>
    queryClient
      .getMutationCache()
      .build(queryClient, {
        mutationFn: async () => answer,
        onSuccess: () => queryClient.setQueryData<Record<string, unknown>>(key, (old) => ({ ...old, ...fields })),
      })
      .execute({ fields, madeAt: MADE_AT });

  it("puts the stored text over the sent one after the hook's own update, and tells the member once", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.notes, { content: "" });
    queryClient.setQueryData(queryKeys.behavior, { continueDoing: "", startDoing: "", stopDoing: "" });
    const said: string[] = [];
    const onKept = (e: Event) => said.push((e as CustomEvent<{ message: string }>).detail.message);
    window.addEventListener(EDIT_KEPT, onKept);
    const stop = correctKeptEdits(queryClient);

    await journalWrite(queryClient, queryKeys.notes, { content: "A, older" }, { content: "B, newer", notApplied: ["content"] });
    await journalWrite(queryClient, queryKeys.behavior, { continueDoing: "A", startDoing: "", stopDoing: "A stops" }, { continueDoing: "B", startDoing: "", stopDoing: "A stops", notApplied: ["continueDoing"] });
    // The form first shows what was sent, then the kept text.
    expect(queryClient.getQueryData(queryKeys.notes)).toEqual({ content: "A, older" });
    await jest.advanceTimersByTimeAsync(CORRECT_AFTER_MS);
    expect(queryClient.getQueryData(queryKeys.notes)).toEqual({ content: "B, newer" });
    expect(queryClient.getQueryData(queryKeys.behavior)).toEqual({ continueDoing: "B", startDoing: "", stopDoing: "A stops" });
    await jest.advanceTimersByTimeAsync(1000);
    expect(said).toEqual(["A newer edit from another device was kept in Notes and Behavior Tracker."]);

    // An applied write changes nothing and says nothing.
    await journalWrite(queryClient, queryKeys.notes, { content: "A, later" }, { content: "A, later" });
    await jest.advanceTimersByTimeAsync(1000);
    expect(queryClient.getQueryData(queryKeys.notes)).toEqual({ content: "A, later" });
    expect(said).toHaveLength(1);
    stop();
    window.removeEventListener(EDIT_KEPT, onKept);
  });

  it("an answer that came before it was installed is corrected only when it is the section's latest write", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.notes, { content: "" });
    queryClient.setQueryData(queryKeys.mindset, { focus: "" });
    await journalWrite(queryClient, queryKeys.notes, { content: "A, older" }, { content: "B, newer", notApplied: ["content"] });
    await jest.advanceTimersByTimeAsync(1);
    await journalWrite(queryClient, queryKeys.mindset, { focus: "A" }, { focus: "B", notApplied: ["focus"] });
    await jest.advanceTimersByTimeAsync(1);
    await journalWrite(queryClient, queryKeys.mindset, { focus: "A, typed after" }, { focus: "A, typed after" });
    const stop = correctKeptEdits(queryClient);
    await jest.advanceTimersByTimeAsync(CORRECT_AFTER_MS);
    expect(queryClient.getQueryData(queryKeys.notes)).toEqual({ content: "B, newer" });
    expect(queryClient.getQueryData(queryKeys.mindset)).toEqual({ focus: "A, typed after" });
    stop();
  });
});
