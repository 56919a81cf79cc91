import { markOffline } from "@/lib/client/fallbacks";
import { keepDataWhenOffline, makeQueryClient, queryRetryDelay } from "@/lib/client/query-client";
import { queryKeys } from "@/lib/query/query-keys";

describe("makeQueryClient", () => {
  it("uses the query defaults of docs/product/shell-and-sign-in.md", () => {
    const q = makeQueryClient().getDefaultOptions().queries!;
    expect(q.staleTime).toBe(120_000);
    expect(q.gcTime).toBe(600_000);
    expect(q.retry).toBe(3);
    expect(q.refetchOnWindowFocus).toBe(false);
    expect(q.refetchOnMount).toBe(false);
    expect(q.refetchInterval).toBe(false);
  });

  it("retries after min(1 s x 2^n, 10 s)", () => {
    expect([0, 1, 2, 3, 4, 5].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });

  it("gives a new client per call (the server's per-request client)", () => {
    expect(makeQueryClient()).not.toBe(makeQueryClient());
  });
});

describe("keepDataWhenOffline", () => {
  it("keeps the data shown when a refetch could only give the offline fallback", async () => {
    const client = makeQueryClient();
    const shown = { continueDoing: "Half a sente", startDoing: "", stopDoing: "" };
    client.setQueryData(["/api/behavior"], shown);
    await client.fetchQuery({
      queryKey: ["/api/behavior"],
      queryFn: async () => markOffline({ continueDoing: "", startDoing: "", stopDoing: "" }),
      staleTime: 0,
    });
    expect(client.getQueryData(["/api/behavior"])).toBe(shown);
    client.clear();
  });

  it("takes real answers, and an offline fallback when there was nothing yet", () => {
    expect(keepDataWhenOffline([1], [2])).toEqual([2]);
    expect(keepDataWhenOffline([1], [])).toEqual([]);
    const offline = markOffline([]);
    expect(keepDataWhenOffline(undefined, offline)).toBe(offline);
    expect(keepDataWhenOffline([1], offline)).toEqual([1]);
  });
});

describe("queryKeys", () => {
  it("are the API paths", () => {
    expect(queryKeys.session).toEqual(["/api/session"]);
    expect(queryKeys.learned).toEqual(["/api/learnings/learned"]);
    for (const key of Object.values(queryKeys)) expect(key[0]).toMatch(/^\/api\//);
  });
});
