import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { ApiCallError, CONNECTION_FAILED_MESSAGE } from "@/lib/client/api";
import { makeQueryClient } from "@/lib/client/query-client";
import { queryKeys } from "@/lib/query/query-keys";
import { LOCAL_VERSION } from "@/lib/client/local-store";
import { reportReachable } from "@/lib/client/offline/sync-events";
import { resendWhenReachable } from "@/lib/client/sync/resend-when-reachable";
import { pendingStorageKey, readPending, TAB_ID, type PendingRecord } from "@/lib/client/sync/pending-writes";
import { SYNC } from "@/lib/client/sync/timings";
import { resendPendingWrites, useAutosave, type AutosaveOptions } from "@/lib/client/use-autosave";

type Behavior = { continueDoing: string; startDoing: string; stopDoing: string };
const empty: Behavior = { continueDoing: "", startDoing: "", stopDoing: "" };
const KEY = pendingStorageKey(1, "behavior");
/** Member 1's record of the behavior field. */
const pending = <V = Behavior>() => readPending<V>(1, "behavior");
/** A record as the local store keeps it (what another tab or a previous page load wrote). */
const stored = (record: PendingRecord) => JSON.stringify({ v: LOCAL_VERSION, data: record });
const offline = () => new ApiCallError(503, CONNECTION_FAILED_MESSAGE, "", true);

function setup(initial: Partial<AutosaveOptions<Behavior>> = {}, userId = 1) {
  const client = makeQueryClient();
  client.setQueryData(queryKeys.session, { userId, isAdmin: false, username: "ann" });
  const save = jest.fn<Promise<unknown>, [Behavior]>().mockResolvedValue({});
  const onRestore = jest.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook((props: Partial<AutosaveOptions<Behavior>>) => useAutosave<Behavior>({ key: "behavior", value: empty, save, delayMs: 1000, onRestore, ...props }), {
    wrapper,
    initialProps: initial,
  });
  return { ...hook, save, onRestore };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe("useAutosave", () => {
  it("does not save the initial value and saves an edit after the debounce", async () => {
    const { rerender, save, result } = setup();
    await advance(5000);
    expect(save).not.toHaveBeenCalled();
    expect(result.current.status).toBe("idle");

    rerender({ value: { ...empty, continueDoing: "a" } });
    expect(result.current.status).toBe("saving");
    await advance(999);
    expect(save).not.toHaveBeenCalled();
    await advance(1);
    expect(save).toHaveBeenCalledWith({ ...empty, continueDoing: "a" }, expect.any(Number));
    expect(result.current.status).toBe("saved");
    expect(pending()).toBeNull();
  });

  it("coalesces quick edits into one save of the last value", async () => {
    const { rerender, save } = setup();
    for (const text of ["a", "ab", "abc"]) {
      rerender({ value: { ...empty, stopDoing: text } });
      await advance(500);
    }
    await advance(1000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ ...empty, stopDoing: "abc" }, expect.any(Number));
  });

  it("stores every edit locally before the debounce ends", async () => {
    const { rerender } = setup();
    rerender({ value: { ...empty, startDoing: "typed" } });
    expect(pending()?.value.startDoing).toBe("typed");
  });

  it("keeps a write that failed by network, says offline and retries until acknowledged", async () => {
    const { rerender, save, result } = setup();
    save.mockRejectedValue(offline());
    rerender({ value: { ...empty, continueDoing: "kept" } });
    await advance(1000);
    expect(result.current.status).toBe("offline");
    expect(pending()?.value.continueDoing).toBe("kept");

    save.mockResolvedValue({});
    await advance(SYNC.autosaveRetryMs - 1);
    expect(save).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith({ ...empty, continueDoing: "kept" }, expect.any(Number));
    expect(result.current.status).toBe("saved");
    expect(pending()).toBeNull();
  });

  it("keeps a write that got a 5xx answer", async () => {
    const { rerender, save, result } = setup();
    save.mockRejectedValue(new ApiCallError(500, "500: boom", "boom"));
    rerender({ value: { ...empty, continueDoing: "x" } });
    await advance(1000);
    expect(result.current.status).toBe("offline");
    expect(pending()).not.toBeNull();
  });

  it("resends as soon as the connection returns", async () => {
    const { rerender, save, result } = setup();
    save.mockRejectedValueOnce(offline());
    rerender({ value: { ...empty, continueDoing: "back" } });
    await advance(1000);
    expect(result.current.status).toBe("offline");
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    await advance(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(result.current.status).toBe("saved");
  });

  it("resends as soon as a call reaches the server again (the offline bar's probe), with the time it was typed", async () => {
    const stopListening = resendWhenReachable();
    const { rerender, save, result } = setup();
    save.mockRejectedValueOnce(offline());
    rerender({ value: { ...empty, continueDoing: "probe" } });
    await advance(1000);
    expect(result.current.status).toBe("offline");
    const typedAt = pending()!.updatedAt;
    act(() => reportReachable(false));
    await advance(0);
    expect(save).toHaveBeenCalledTimes(1);
    act(() => reportReachable(true));
    await advance(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith({ ...empty, continueDoing: "probe" }, typedAt);
    expect(result.current.status).toBe("saved");
    stopListening();
  });

  it("resendPendingWrites sends the records of mounted fields", async () => {
    const { rerender, save } = setup();
    save.mockRejectedValueOnce(offline());
    rerender({ value: { ...empty, continueDoing: "again" } });
    await advance(1000);
    await act(() => resendPendingWrites());
    expect(save).toHaveBeenCalledTimes(2);
    expect(pending()).toBeNull();
  });

  it("after a reload restores the unsaved value into the field and sends it", async () => {
    localStorage.setItem(KEY, stored({ value: { ...empty, stopDoing: "before reload" }, updatedAt: 1, tab: "old" }));
    const { save, onRestore, result } = setup();
    expect(onRestore).toHaveBeenCalledWith({ ...empty, stopDoing: "before reload" });
    await advance(0);
    expect(save).toHaveBeenCalledWith({ ...empty, stopDoing: "before reload" }, expect.any(Number));
    expect(result.current.status).toBe("saved");
    expect(pending()).toBeNull();
  });

  it("never sends another member's leftover", async () => {
    localStorage.setItem(pendingStorageKey(2, "behavior"), stored({ value: { ...empty, stopDoing: "theirs" }, updatedAt: 1, tab: "x" }));
    const { save, onRestore } = setup();
    await advance(2000);
    expect(save).not.toHaveBeenCalled();
    expect(onRestore).not.toHaveBeenCalled();
  });

  it("sends the newest value across tabs, whole, never a mix", async () => {
    const { rerender, save, onRestore } = setup();
    rerender({ value: { ...empty, continueDoing: "tab A" } });
    // Another tab stores a newer edit of the same field a moment later.
    const theirs = { value: { ...empty, startDoing: "tab B" }, updatedAt: Date.now() + 10_000, tab: "other" };
    localStorage.setItem(KEY, stored(theirs));
    await act(async () => {
      window.dispatchEvent(new StorageEvent("storage", { key: KEY, newValue: stored(theirs) }));
    });
    expect(onRestore).toHaveBeenCalledWith(theirs.value);
    await advance(1000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(theirs.value, expect.any(Number));
  });

  it("an edit another tab sent before this one's debounce ended shows Saved", async () => {
    const { rerender, save, result } = setup();
    rerender({ value: { ...empty, continueDoing: "typed here" } });
    // The other tab (just opened) picked the record up, sent it and removed it.
    localStorage.removeItem(KEY);
    await act(async () => {
      window.dispatchEvent(new StorageEvent("storage", { key: KEY, newValue: null }));
    });
    expect(result.current.status).toBe("saving");
    await advance(1000);
    expect(save).not.toHaveBeenCalled();
    expect(result.current.status).toBe("saved");
  });

  it("an offline field whose value another tab saved stops retrying and shows Saved", async () => {
    const { rerender, save, result } = setup();
    save.mockRejectedValue(offline());
    rerender({ value: { ...empty, continueDoing: "x" } });
    await advance(1000);
    expect(result.current.status).toBe("offline");
    localStorage.removeItem(KEY);
    await act(async () => {
      window.dispatchEvent(new StorageEvent("storage", { key: KEY, newValue: null }));
    });
    expect(result.current.status).toBe("saved");
    await advance(SYNC.autosaveRetryMs * 2);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("does not keep an answer the server refused (4xx) and reports it", async () => {
    const { rerender, save, result } = setup();
    save.mockRejectedValue(new ApiCallError(400, '400: {"message":"too long"}', ""));
    rerender({ value: { ...empty, continueDoing: "x".repeat(10) } });
    await advance(1000);
    expect(result.current.status).toBe("error");
    expect(pending()).toBeNull();
    await advance(SYNC.autosaveRetryMs * 2);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("keeps the value on a 401 so it is sent after signing in again", async () => {
    const { rerender, save, result } = setup();
    save.mockRejectedValue(new ApiCallError(401, "401: ", ""));
    rerender({ value: { ...empty, continueDoing: "x" } });
    await advance(1000);
    expect(result.current.status).toBe("error");
    expect(pending()).not.toBeNull();
  });

  it("does not save a value that only follows the server (savedValue)", async () => {
    const { rerender, save } = setup({ savedValue: empty });
    const server = { ...empty, continueDoing: "from server" };
    rerender({ savedValue: server, value: empty });
    rerender({ savedValue: server, value: server });
    await advance(2000);
    expect(save).not.toHaveBeenCalled();
  });

  it("saves nothing while disabled and takes the value it had as the baseline", async () => {
    const { rerender, save } = setup({ enabled: false });
    rerender({ enabled: false, value: { ...empty, continueDoing: "loaded" } });
    rerender({ enabled: true, value: { ...empty, continueDoing: "loaded" } });
    await advance(2000);
    expect(save).not.toHaveBeenCalled();
    rerender({ enabled: true, value: { ...empty, continueDoing: "edited" } });
    await advance(1000);
    expect(save).toHaveBeenCalledWith({ ...empty, continueDoing: "edited" }, expect.any(Number));
  });

  it("flush sends at once", async () => {
    const { rerender, save, result } = setup();
    rerender({ value: { ...empty, continueDoing: "now" } });
    await act(() => result.current.flush());
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("an edit made while a save is in flight is sent after it", async () => {
    const { rerender, save } = setup();
    let finish: (v: unknown) => void = () => {};
    save.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    rerender({ value: { ...empty, continueDoing: "one" } });
    await advance(1000);
    rerender({ value: { ...empty, continueDoing: "two" } });
    await advance(1000);
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () => finish({}));
    await advance(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith({ ...empty, continueDoing: "two" }, expect.any(Number));
    expect(pending()).toBeNull();
  });

  it("records carry this tab's id", async () => {
    const { rerender } = setup();
    rerender({ value: { ...empty, continueDoing: "mine" } });
    expect(pending()?.tab).toBe(TAB_ID);
  });
});
