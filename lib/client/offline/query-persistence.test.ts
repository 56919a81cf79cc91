import { QueryClient } from "@tanstack/react-query";
import { markOffline } from "@/lib/client/fallbacks";
import { CACHE_MAX_AGE_MS, parsePersisted, restore, snapshot } from "@/lib/client/offline/query-persistence";

const NOW = Date.UTC(2026, 10, 29, 12);

describe("the device copy of React Query's cache", () => {
  it("keeps answers and leaves out the offline stand-ins", () => {
    const client = new QueryClient();
    client.setQueryData(["/api/goals"], [{ id: 1 }], { updatedAt: NOW - 1000 });
    client.setQueryData(["/api/notes"], markOffline({ content: "" }), { updatedAt: NOW });
    const kept = snapshot(client, 7, NOW);
    expect(kept.queries).toEqual([{ key: ["/api/goals"], data: [{ id: 1 }], updatedAt: NOW - 1000 }]);
    expect(kept.member).toBe(7);
  });

  it("reads back only its own member's, recent, well-formed record", () => {
    const record = { v: 1, member: 7, savedAt: NOW - 1000, queries: [] };
    expect(parsePersisted(record, 7, NOW)).toEqual(record);
    expect(parsePersisted(record, 8, NOW)).toBeUndefined();
    expect(parsePersisted({ ...record, savedAt: NOW - CACHE_MAX_AGE_MS - 1 }, 7, NOW)).toBeUndefined();
    expect(parsePersisted("garbage", 7, NOW)).toBeUndefined();
    expect(parsePersisted({ ...record, queries: "x" }, 7, NOW)).toBeUndefined();
  });

  it("restores only where the server could not answer (a stand-in or a failed read) or answered before the kept copy, never over a newer answer or ahead of a read", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(["/api/notes"], markOffline({ content: "" }), { updatedAt: NOW });
    client.setQueryData(["/api/user"], { name: "new" }, { updatedAt: NOW - 1000 });
    // The page copy's data, rendered before the changes the device made (and kept) since.
    client.setQueryData(["/api/learnings/learned"], [], { updatedAt: NOW - 60_000 });
    await client.fetchQuery({ queryKey: ["/api/stats"], queryFn: () => Promise.reject(new Error("offline")) }).catch(() => undefined);
    const restored = restore(client, {
      v: 1,
      member: 7,
      savedAt: NOW,
      queries: [
        { key: ["/api/goals"], data: [{ id: 1 }], updatedAt: NOW - 5000 },
        { key: ["/api/notes"], data: { content: "kept" }, updatedAt: NOW - 5000 },
        { key: ["/api/user"], data: { name: "old" }, updatedAt: NOW - 5000 },
        { key: ["/api/stats"], data: { days: 3 }, updatedAt: NOW - 5000 },
        { key: ["/api/learnings/learned"], data: [{ id: -4, content: "made offline" }], updatedAt: NOW - 5000 },
      ],
    });
    expect(restored).toBe(3);
    expect(client.getQueryData(["/api/learnings/learned"])).toEqual([{ id: -4, content: "made offline" }]);
    expect(client.getQueryData(["/api/goals"])).toBeUndefined();
    expect(client.getQueryData(["/api/notes"])).toEqual({ content: "kept" });
    expect(client.getQueryData(["/api/user"])).toEqual({ name: "new" });
    expect(client.getQueryData(["/api/stats"])).toEqual({ days: 3 });
  });

  it("keeps no admin read (another member's data) on the device", () => {
    const client = new QueryClient();
    client.setQueryData(["/api/admin/coach/members", 5], { journal: { note: "private" } }, { updatedAt: NOW });
    client.setQueryData(["/api/goals"], [], { updatedAt: NOW });
    expect(snapshot(client, 7, NOW).queries.map((q) => q.key)).toEqual([["/api/goals"]]);
  });
});
