// Test support for the dashboard's components: a fresh query cache seeded with data, the
// celebration provider and the member's day. Pair with `jest.mock("@/lib/client/api", ...)`.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { CelebrationHost } from "@/components/celebration/celebration-host";
import { closeCelebration } from "@/lib/client/celebration";
import { MemberDayProvider } from "@/components/shared/member-day";
import { pathQueryFn } from "@/lib/client/query-client";

// jsdom has no media playback; celebrations play a sound.
window.HTMLMediaElement.prototype.play = () => Promise.resolve();

export function renderWithData(ui: React.ReactElement, data: Array<[readonly unknown[], unknown]> = []) {
  closeCelebration();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { queryFn: pathQueryFn, retry: false, staleTime: Infinity, refetchOnMount: false }, mutations: { retry: false } },
  });
  for (const [key, value] of data) queryClient.setQueryData(key, value);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemberDayProvider value={{ timeZone: "UTC", today: "2026-03-14" }}>
        {ui}
        <CelebrationHost />
      </MemberDayProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** The call layer with the real error class and mocked transport. */
export function mockApiModule() {
  const actual = jest.requireActual("@/lib/client/api");
  return { ...actual, apiGet: jest.fn(async () => null), apiWrite: jest.fn() };
}
