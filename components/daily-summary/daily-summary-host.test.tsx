import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { DailySummaryHost, SUMMARY_SHOWN_KEY } from "@/components/daily-summary/daily-summary-host";
import { setResetDialogOpen } from "@/components/journal/reset-dialog-store";
import { pathQueryFn } from "@/lib/client/query-client";
import { localKey } from "@/lib/client/local-store";
import type { CurrentUser } from "@/lib/schemas/user";

jest.mock("@/components/celebration/confetti", () => ({ fireConfetti: jest.fn() }));
// Counts loads of the popup's module: it loads only when a summary is to show.
let mockPopupLoads = 0;
jest.mock("@/components/daily-summary/daily-summary-popup", () => {
  mockPopupLoads++;
  return jest.requireActual("@/components/daily-summary/daily-summary-popup");
});

const TODAY = "2026-03-10";
const user = (over: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 7,
  username: "ann",
  isAdmin: false,
  timeZone: "UTC",
  lastResetDate: TODAY,
  streak: 3,
  xpPoints: 40,
  showDailySummary: true,
  dateCreated: "2026-03-01T10:00:00.000Z",
  profilePicture: null,
  badges: [],
  today: TODAY,
  resetDue: false,
  dayStartHour: 0,
  freezes: 0,
  freezeNotice: null,
  travelPromptZone: null,
  ...over,
});

const SUMMARY = {
  completedGoals: 2, activeSmartGoals: 1, learningsMade: 1, accomplishmentsMade: 0, widgetPoints: 0, streakDays: 3,
  progressSummary: "You completed 2 goals and tasks and learned 1 new thing.", date: "2026-03-09", due: true, carryOver: [],
};

let calls: string[];
let seenFails: boolean;
beforeEach(() => {
  calls = [];
  seenFails = false;
  window.localStorage.clear();
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), "http://localhost").pathname;
    calls.push(`${init?.method ?? "GET"} ${path}`);
    const status = path.endsWith("/seen") && seenFails ? 400 : 200;
    const body = path === "/api/daily-summary" ? SUMMARY : { success: status === 200 };
    return { ok: status < 400, status, json: async () => body, text: async () => JSON.stringify(body) } as Response;
  }) as typeof fetch;
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => act(() => setResetDialogOpen(false)));

function renderHost(u: CurrentUser) {
  const client = new QueryClient({ defaultOptions: { queries: { queryFn: pathQueryFn, retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <DailySummaryHost user={u} />
    </QueryClientProvider>,
  );
}

test("nothing to show (another tab showed it today): the popup's code is not even loaded", async () => {
  window.localStorage.setItem(localKey(7, SUMMARY_SHOWN_KEY), JSON.stringify({ v: 1, data: TODAY }));
  renderHost(user());
  await waitFor(() => expect(calls).toContain("GET /api/daily-summary"));
  await new Promise((r) => setTimeout(r, 50));
  expect(mockPopupLoads).toBe(0);
});

test("shows once loaded, marks it seen, and claims the day for the other tabs", async () => {
  renderHost(user());
  expect(await screen.findByTestId("daily-summary-popup")).toBeInTheDocument();
  expect(mockPopupLoads).toBe(1);
  await waitFor(() => expect(calls).toContain("POST /api/daily-summary/seen"));
  expect(JSON.parse(window.localStorage.getItem(localKey(7, SUMMARY_SHOWN_KEY))!).data).toBe(TODAY);
});

test("another tab showed it today: not again", async () => {
  window.localStorage.setItem(localKey(7, SUMMARY_SHOWN_KEY), JSON.stringify({ v: 1, data: TODAY }));
  renderHost(user());
  await waitFor(() => expect(calls).toContain("GET /api/daily-summary"));
  await new Promise((r) => setTimeout(r, 50));
  expect(screen.queryByTestId("daily-summary-popup")).not.toBeInTheDocument();
});

test("never on top of the reset dialog: waits until it closed", async () => {
  act(() => setResetDialogOpen(true));
  renderHost(user({ resetDue: true, lastResetDate: "2026-03-09" }));
  await waitFor(() => expect(calls).toContain("GET /api/daily-summary"));
  await new Promise((r) => setTimeout(r, 50));
  expect(screen.queryByTestId("daily-summary-popup")).not.toBeInTheDocument();
  act(() => setResetDialogOpen(false));
  expect(await screen.findByTestId("daily-summary-popup")).toBeInTheDocument();
});

test("showDailySummary off: not even read", async () => {
  renderHost(user({ showDailySummary: false }));
  await new Promise((r) => setTimeout(r, 50));
  expect(calls).toEqual([]);
});

test("it closes even when marking it seen fails", async () => {
  seenFails = true;
  renderHost(user());
  const popup = await screen.findByTestId("daily-summary-popup");
  await waitFor(() => expect(calls).toContain("POST /api/daily-summary/seen"));
  fireEvent.click(screen.getByRole("button", { name: "Start my day" }));
  await waitFor(() => expect(popup).not.toBeInTheDocument());
});
