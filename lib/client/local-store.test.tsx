import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { z } from "zod";
import {
  listLocalKeys,
  localKey,
  readLocal,
  removeLocal,
  subscribeLocal,
  useLocalState,
  writeLocal,
} from "@/lib/client/local-store";
import { makeQueryClient } from "@/lib/client/query-client";
import { queryKeys } from "@/lib/query/query-keys";

const tasks = z.array(z.object({ title: z.string(), done: z.boolean() }));
type Tasks = z.infer<typeof tasks>;
const none: Tasks = [];

/** What another tab does: writes localStorage, and this tab receives a `storage` event. */
function otherTabWrites(fullKey: string, raw: string | null) {
  if (raw === null) localStorage.removeItem(fullKey);
  else localStorage.setItem(fullKey, raw);
  window.dispatchEvent(new StorageEvent("storage", { key: fullKey, newValue: raw }));
}

afterEach(() => jest.restoreAllMocks());
beforeEach(() => localStorage.clear());

describe("keys and the stored envelope", () => {
  it("namespaces every key by member", () => {
    expect(localKey(7, "gtd-data")).toBe("reach:7:gtd-data");
  });

  it("stores { v, data } and reads the data back", () => {
    writeLocal(7, "gtd-data", [{ title: "a", done: false }]);
    expect(JSON.parse(localStorage.getItem("reach:7:gtd-data")!)).toEqual({ v: 1, data: [{ title: "a", done: false }] });
    expect(readLocal(7, "gtd-data", tasks, none)).toEqual([{ title: "a", done: false }]);
  });

  it("never shows one member's data to another", () => {
    writeLocal(7, "gtd-data", [{ title: "mine", done: true }]);
    expect(readLocal(8, "gtd-data", tasks, none)).toBe(none);
  });

  it.each([
    ["missing", null],
    ["not JSON", "{oops"],
    ["stored before the envelope", JSON.stringify([{ title: "a", done: false }])],
    ["another version", JSON.stringify({ v: 99, data: [] })],
    ["data of an old shape", JSON.stringify({ v: 1, data: [{ name: "a" }] })],
    ["null", "null"],
  ])("reads %s as the fallback, without throwing", (_name, raw) => {
    if (raw !== null) localStorage.setItem("reach:7:gtd-data", raw);
    expect(readLocal(7, "gtd-data", tasks, none)).toBe(none);
  });

  it("returns the same object until the stored data changes", () => {
    writeLocal(7, "k", [{ title: "a", done: false }]);
    const first = readLocal(7, "k", tasks, none);
    expect(readLocal(7, "k", tasks, none)).toBe(first);
    writeLocal(7, "k", [{ title: "b", done: false }]);
    expect(readLocal(7, "k", tasks, none)).not.toBe(first);
  });

  it("removes a key", () => {
    writeLocal(7, "k", []);
    removeLocal(7, "k");
    expect(localStorage.getItem("reach:7:k")).toBeNull();
    expect(readLocal(7, "k", tasks, none)).toBe(none);
  });

  it("lists the member's keys only, sorted, without the prefix", () => {
    writeLocal(7, "pomodoro", 1);
    writeLocal(7, "gtd-data", 2);
    writeLocal(8, "kanban", 3);
    localStorage.setItem("reach:last-session", "{}");
    expect(listLocalKeys(7)).toEqual(["gtd-data", "pomodoro"]);
  });
});

describe("when storage refuses", () => {
  it("keeps a write in memory when the quota is full, and storage wins again once it accepts", () => {
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    writeLocal(7, "k", [{ title: "kept", done: false }]);
    expect(readLocal(7, "k", tasks, none)).toEqual([{ title: "kept", done: false }]);
    expect(listLocalKeys(7)).toEqual(["k"]);

    setItem.mockRestore();
    writeLocal(7, "k", [{ title: "stored", done: true }]);
    expect(JSON.parse(localStorage.getItem("reach:7:k")!).data[0].title).toBe("stored");
    expect(readLocal(7, "k", tasks, none)[0].title).toBe("stored");
  });

  it("works in memory when localStorage is blocked altogether", () => {
    jest.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(readLocal(7, "blocked", tasks, none)).toBe(none);
    writeLocal(7, "blocked", [{ title: "x", done: false }]);
    expect(readLocal(7, "blocked", tasks, none)).toEqual([{ title: "x", done: false }]);
    expect(listLocalKeys(7)).toContain("blocked");
    removeLocal(7, "blocked");
    expect(readLocal(7, "blocked", tasks, none)).toBe(none);
  });
});

describe("subscribeLocal", () => {
  it("hears writes and removals from this tab and from other tabs, until unsubscribed", () => {
    const onChange = jest.fn();
    const stop = subscribeLocal(7, "k", onChange);
    writeLocal(7, "k", []);
    removeLocal(7, "k");
    otherTabWrites("reach:7:k", JSON.stringify({ v: 1, data: [] }));
    expect(onChange).toHaveBeenCalledTimes(3);

    writeLocal(7, "other", []);
    writeLocal(8, "k", []);
    expect(onChange).toHaveBeenCalledTimes(3);

    stop();
    writeLocal(7, "k", []);
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it("another tab's write replaces a value this tab only had in memory", () => {
    jest.spyOn(Storage.prototype, "setItem").mockImplementationOnce(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    writeLocal(7, "k", [{ title: "memory", done: false }]);
    otherTabWrites("reach:7:k", JSON.stringify({ v: 1, data: [{ title: "other tab", done: true }] }));
    expect(readLocal(7, "k", tasks, none)[0].title).toBe("other tab");
  });
});

describe("useLocalState", () => {
  function setup(userId: number | null) {
    const client = makeQueryClient();
    client.setQueryData(queryKeys.session, userId === null ? null : { userId, isAdmin: false, username: "ann" });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    return renderHook(() => useLocalState("gtd-data", tasks, none), { wrapper });
  }

  it("shows the fallback, then what was set, stored under the member's key", () => {
    const { result } = setup(7);
    expect(result.current[0]).toBe(none);
    act(() => result.current[1]([{ title: "a", done: false }]));
    expect(result.current[0]).toEqual([{ title: "a", done: false }]);
    expect(readLocal(7, "gtd-data", tasks, none)).toEqual([{ title: "a", done: false }]);
  });

  it("applies updater functions in order", () => {
    const { result } = setup(7);
    act(() => {
      result.current[1]((prev) => [...prev, { title: "one", done: false }]);
      result.current[1]((prev) => [...prev, { title: "two", done: false }]);
    });
    expect(result.current[0].map((t) => t.title)).toEqual(["one", "two"]);
  });

  it("follows another tab", () => {
    const { result } = setup(7);
    act(() => otherTabWrites("reach:7:gtd-data", JSON.stringify({ v: 1, data: [{ title: "there", done: true }] })));
    expect(result.current[0]).toEqual([{ title: "there", done: true }]);
    act(() => otherTabWrites("reach:7:gtd-data", null));
    expect(result.current[0]).toBe(none);
  });

  it("reads the stored value on mount and keeps the same object across renders", () => {
    writeLocal(7, "gtd-data", [{ title: "before", done: false }]);
    const { result, rerender } = setup(7);
    const first = result.current[0];
    expect(first).toEqual([{ title: "before", done: false }]);
    rerender();
    expect(result.current[0]).toBe(first);
  });

  it("without a member shows the fallback and stores nothing", () => {
    writeLocal(7, "gtd-data", [{ title: "member 7's", done: false }]);
    const { result } = setup(null);
    expect(result.current[0]).toBe(none);
    act(() => result.current[1]([{ title: "x", done: false }]));
    expect(result.current[0]).toBe(none);
    expect(listLocalKeys(7)).toEqual(["gtd-data"]);
  });
});
