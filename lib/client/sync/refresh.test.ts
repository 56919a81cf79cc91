import { QueryObserver, type QueryClient } from "@tanstack/react-query";
import { makeQueryClient as makeClient } from "@/lib/client/query-client";
import { forceReset, refreshSynced, SYNCED_KEYS, syncAfterLogin } from "@/lib/client/sync/refresh";

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));
let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn((url: string) => json(url.startsWith("/api/goals") ? [{ id: 1 }] : {}));
  global.fetch = fetchMock as unknown as typeof fetch;
});
// Cleared after each test: cached queries hold 10-minute garbage-collection timers.
const clients: QueryClient[] = [];
const makeQueryClient = () => {
  const client = makeClient();
  clients.push(client);
  return client;
};
afterEach(() => clients.splice(0).forEach((client) => client.clear()));

const paths = () => fetchMock.mock.calls.map(([url]) => String(url).split("?")[0]).sort();

describe("syncAfterLogin", () => {
  it("clears the cache and fetches goals, behavior, learned, accomplished, mindset, notes, notifications, session and user", async () => {
    const client = makeQueryClient();
    client.setQueryData(["/api/coach-tips"], ["old visitor's"]);
    client.setQueryData(["/api/goals"], ["stale"]);
    await syncAfterLogin(client);
    expect(client.getQueryData(["/api/coach-tips"])).toBeUndefined();
    expect(paths()).toEqual(
      [
        "/api/learnings/accomplished",
        "/api/behavior",
        "/api/goals",
        "/api/learnings/learned",
        "/api/mindset",
        "/api/notes",
        "/api/notifications",
        "/api/session",
        "/api/user",
      ].sort(),
    );
    expect(client.getQueryData(["/api/goals"])).toEqual([{ id: 1 }]);
    expect(SYNCED_KEYS).toHaveLength(9);
  });

  it("stores a path's empty fallback rather than null when a list read is refused", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(new Response("", { status: 401 })));
    jest.spyOn(console, "warn").mockImplementation(() => {});
    const client = makeQueryClient();
    await syncAfterLogin(client);
    expect(client.getQueryData(["/api/goals"])).toEqual([]);
    expect(client.getQueryData(["/api/session"])).toBeNull();
  });
});

describe("refreshSynced", () => {
  it("refetches the synced sets on screen, marks the others stale and leaves other data alone", async () => {
    const client = makeQueryClient();
    const goals = new QueryObserver(client, { queryKey: ["/api/goals"] });
    const tips = new QueryObserver(client, { queryKey: ["/api/coach-tips"] });
    const stop = [goals.subscribe(() => {}), tips.subscribe(() => {})];
    await client.fetchQuery({ queryKey: ["/api/goals"] });
    await client.fetchQuery({ queryKey: ["/api/coach-tips"] });
    await client.fetchQuery({ queryKey: ["/api/notes"] });
    fetchMock.mockClear();
    await refreshSynced(client);
    expect(paths()).toEqual(["/api/goals"]);
    expect(client.getQueryCache().find({ queryKey: ["/api/notes"] })?.isStale()).toBe(true);
    expect(client.getQueryCache().find({ queryKey: ["/api/coach-tips"] })?.isStale()).toBe(false);
    stop.forEach((unsubscribe) => unsubscribe());
  });
});

describe("forceReset", () => {
  it("posts /api/force-reset and reads resetPerformed", async () => {
    fetchMock.mockImplementation(() => json({ success: true, resetPerformed: true }));
    await expect(forceReset()).resolves.toBe(true);
    expect(fetchMock.mock.calls[0][1].method).toBe("POST");
    fetchMock.mockImplementation(() => json({ success: true, resetPerformed: false }));
    await expect(forceReset()).resolves.toBe(false);
  });
});
