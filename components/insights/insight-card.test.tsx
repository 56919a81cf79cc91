import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { InsightCard } from "@/components/insights/insight-card";
import { INSIGHT_CARDS } from "@/components/insights/insight-kinds";
import { Toaster } from "@/components/ui/toaster";
import { pathQueryFn } from "@/lib/client/query-client";
import type { InsightKind } from "@/lib/client/use-progress";

/** What the server answers per insight path: a body, or a status to fail with. */
let answers: Record<string, unknown>;

beforeEach(() => {
  answers = {};
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), "http://localhost").pathname;
    const answer = answers[path];
    const status = typeof answer === "number" ? answer : 200;
    const body = typeof answer === "number" ? { message: "down", code: "internal_error" } : answer;
    return { ok: status < 400, status, json: async () => body, text: async () => JSON.stringify(body) } as Response;
  }) as typeof fetch;
});

function renderCard(kind: InsightKind) {
  const client = new QueryClient({ defaultOptions: { queries: { queryFn: pathQueryFn, retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <InsightCard kind={kind} />
      <Toaster />
    </QueryClientProvider>,
  );
}

const PATH: Record<InsightKind, string> = { goals: "/api/insights/goals", progress: "/api/insights/progress", behavior: "/api/insights/behavior" };
const FIELD: Record<InsightKind, string> = { goals: "analysis", progress: "summary", behavior: "insights" };

test.each(["goals", "progress", "behavior"] as const)("%s: the spec's empty text when the server has nothing to say", async (kind) => {
  answers[PATH[kind]] = { [FIELD[kind]]: "", items: [] };
  renderCard(kind);
  expect(await screen.findByText(INSIGHT_CARDS[kind].empty)).toBeInTheDocument();
  expect(screen.getByRole("heading", { name: INSIGHT_CARDS[kind].title })).toBeInTheDocument();
});

test("statements show with their why line", async () => {
  answers[PATH.goals] = { analysis: "A", items: [{ text: '"Read" is overdue by 3 days.', why: "Its deadline was Mar 7." }] };
  renderCard("goals");
  expect(await screen.findByText('"Read" is overdue by 3 days.')).toBeInTheDocument();
  expect(screen.getByText("Its deadline was Mar 7.")).toBeInTheDocument();
});

test.each([
  ["goals", "Failed to load insights"],
  ["progress", "Failed to load summary"],
  ["behavior", "Failed to load behavior insights"],
] as const)("%s: a failed load says %s, and Try Again reads again", async (kind, text) => {
  answers[PATH[kind]] = 500;
  renderCard(kind);
  expect(await screen.findByText(text, {}, { timeout: 5000 })).toBeInTheDocument();
  answers[PATH[kind]] = { [FIELD[kind]]: "", items: [] };
  fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
  expect(await screen.findByText(INSIGHT_CARDS[kind].empty)).toBeInTheDocument();
});

test.each([
  ["goals", "Error refreshing insights", "Failed to get updated insights. Please try again."],
  ["progress", "Error updating summary", "Failed to refresh your progress. Please try again."],
  ["behavior", "Error refreshing insights", "Failed to get updated behavior analysis. Please try again."],
] as const)("%s: a failed refresh keeps the card and toasts '%s'", async (kind, title, description) => {
  answers[PATH[kind]] = { [FIELD[kind]]: "", items: [] };
  renderCard(kind);
  await screen.findByText(INSIGHT_CARDS[kind].empty);
  answers[PATH[kind]] = 500;
  fireEvent.click(screen.getByRole("button", { name: `Refresh ${INSIGHT_CARDS[kind].title}` }));
  await waitFor(() => expect(screen.getByText(title)).toBeInTheDocument(), { timeout: 5000 });
  expect(screen.getByText(description)).toBeInTheDocument();
  expect(screen.getByText(INSIGHT_CARDS[kind].empty)).toBeInTheDocument();
});
