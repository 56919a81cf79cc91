import { QueryClient, QueryClientProvider, dehydrate, hydrate, useQuery } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { dehydratedState, PrefetchedBoundary, type PrefetchedQuery } from "@/components/shared/prefetched-boundary";

const AT = Date.parse("2026-03-14T10:00:00Z");
const queries: PrefetchedQuery[] = [
  [["/api/goals"], [{ id: 1, title: "Run 5 km" }]],
  [["/api/history", "day", "2026-03-14"], { pages: [] }],
  [["/api/notes"], null],
];

afterEach(() => jest.useRealTimers());

test("is exactly what React Query's dehydrate gives for a cache holding the same reads", () => {
  jest.useFakeTimers().setSystemTime(AT);
  const server = new QueryClient();
  for (const [key, data] of queries) server.setQueryData(key, data);
  expect(dehydratedState(AT, queries)).toEqual(dehydrate(server));
});

test("hydrates the reads as fresh successes, and never over newer data the cache already holds", () => {
  const client = new QueryClient();
  client.setQueryData(["/api/notes"], { content: "typed since" }, { updatedAt: AT + 1 });
  hydrate(client, dehydratedState(AT, queries));
  expect(client.getQueryData(["/api/goals"])).toEqual([{ id: 1, title: "Run 5 km" }]);
  expect(client.getQueryState(["/api/history", "day", "2026-03-14"])).toMatchObject({ status: "success", dataUpdatedAt: AT });
  expect(client.getQueryData(["/api/notes"])).toEqual({ content: "typed since" });
});

test("the boundary's children read the prefetched answers on their first render", () => {
  function Goals() {
    const { data } = useQuery<{ title: string }[]>({ queryKey: ["/api/goals"], queryFn: () => Promise.reject(new Error("fetched")), staleTime: Infinity });
    return <p>{data?.[0]?.title ?? "nothing"}</p>;
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PrefetchedBoundary at={AT} queries={queries}>
        <Goals />
      </PrefetchedBoundary>
    </QueryClientProvider>,
  );
  expect(screen.getByText("Run 5 km")).toBeInTheDocument();
});
