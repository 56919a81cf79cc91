import { renderToStaticMarkup } from "react-dom/server";
import { Prefetched } from "@/components/shared/prefetched";

jest.mock("@/components/shared/prefetched-boundary", () => ({
  PrefetchedBoundary: ({ at, queries }: { at: number; queries: unknown }) => JSON.stringify({ at, queries }),
}));

test("sends the read time and leaves out a read that failed (undefined), keeping null answers", () => {
  const html = renderToStaticMarkup(
    <Prefetched
      at={new Date("2026-03-14T10:00:00Z")}
      queries={[
        [["/api/goals"], []],
        [["/api/badges"], undefined],
        [["/api/notes"], null],
      ]}
    >
      x
    </Prefetched>,
  );
  expect(JSON.parse(html.replaceAll("&quot;", '"'))).toEqual({
    at: Date.parse("2026-03-14T10:00:00Z"),
    queries: [
      [["/api/goals"], []],
      [["/api/notes"], null],
    ],
  });
});
