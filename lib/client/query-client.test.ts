import { makeQueryClient, queryRetryDelay } from "@/lib/client/query-client";
import { queryKeys } from "@/lib/client/query-keys";

describe("makeQueryClient", () => {
  it("uses the 01-core s9 defaults", () => {
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

describe("queryKeys", () => {
  it("are the API paths", () => {
    expect(queryKeys.session).toEqual(["/api/session"]);
    expect(queryKeys.learned).toEqual(["/api/learnings/learned"]);
    for (const key of Object.values(queryKeys)) expect(key[0]).toMatch(/^\/api\//);
  });
});
