import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { FairStreakNotices, shouldOfferSwitch, travelPromptText } from "@/components/dashboard/fair-streak-notices";
import { pathQueryFn } from "@/lib/client/query-client";
import { toast } from "@/lib/client/toast";
import type { CurrentUser } from "@/lib/schemas/user";

jest.mock("@/lib/client/toast", () => ({ toast: jest.fn() }));
jest.mock("@/lib/client/browser-time-zone", () => ({ browserTimeZone: () => "Asia/Tokyo" }));

const user = (over: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 7, username: "ann", isAdmin: false, timeZone: "Europe/Berlin", lastResetDate: "2026-03-10", streak: 12, xpPoints: 40, showDailySummary: true,
  badges: [], dateCreated: "2026-01-01T00:00:00.000Z", profilePicture: null, today: "2026-03-10", resetDue: false,
  dayStartHour: 0, freezes: 0, freezeNotice: null, travelPromptZone: null, ...over,
});

let calls: { method: string; path: string; body: unknown }[];
beforeEach(() => {
  calls = [];
  jest.clearAllMocks();
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), "http://localhost").pathname;
    calls.push({ method: init?.method ?? "GET", path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return { ok: true, status: 200, json: async () => ({ success: true }), text: async () => '{"success":true}' } as Response;
  }) as typeof fetch;
});

const renderWith = (u: CurrentUser) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { queryFn: pathQueryFn, retry: false }, mutations: { retry: false } } })}>
      <FairStreakNotices user={u} />
    </QueryClientProvider>,
  );

test("the prompt's text and when it is offered (once per new zone)", () => {
  expect(travelPromptText("Asia/Tokyo", "Europe/Berlin")).toBe("Your device is in Asia/Tokyo; your Reach day follows Europe/Berlin. Switch?");
  expect(shouldOfferSwitch({ timeZone: "Europe/Berlin", travelPromptZone: null }, "Asia/Tokyo")).toBe(true);
  expect(shouldOfferSwitch({ timeZone: "Europe/Berlin", travelPromptZone: "Asia/Tokyo" }, "Asia/Tokyo")).toBe(false);
  expect(shouldOfferSwitch({ timeZone: "Asia/Tokyo", travelPromptZone: null }, "Asia/Tokyo")).toBe(false);
  expect(shouldOfferSwitch({ timeZone: "Europe/Berlin", travelPromptZone: "Asia/Tokyo" }, "America/New_York")).toBe(true);
});

test("Switch sends the device's zone and the prompt goes away", async () => {
  renderWith(user());
  expect(screen.getByText("Your device is in Asia/Tokyo; your Reach day follows Europe/Berlin. Switch?")).toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "Switch" }));
  await waitFor(() => expect(screen.queryByTestId("travel-prompt")).not.toBeInTheDocument());
  expect(calls).toContainEqual({ method: "POST", path: "/api/streak/travel", body: { timeZone: "Asia/Tokyo", switch: true } });
});

test("Keep answers without switching", async () => {
  renderWith(user());
  fireEvent.click(screen.getByRole("button", { name: "Keep Europe/Berlin" }));
  await waitFor(() => expect(calls).toContainEqual({ method: "POST", path: "/api/streak/travel", body: { timeZone: "Asia/Tokyo", switch: false } }));
});

test("an answered zone is not offered again", () => {
  renderWith(user({ travelPromptZone: "Asia/Tokyo" }));
  expect(screen.queryByTestId("travel-prompt")).not.toBeInTheDocument();
});

test("the freeze notice is a toast once, then cleared on the server", async () => {
  const { rerender } = renderWith(user({ travelPromptZone: "Asia/Tokyo", freezeNotice: "A freeze kept your 12-day streak" }));
  await waitFor(() => expect(calls).toContainEqual({ method: "DELETE", path: "/api/streak/freeze-notice", body: undefined }));
  expect(toast).toHaveBeenCalledWith({ title: "Streak kept", description: "A freeze kept your 12-day streak", variant: "success" });
  act(() => rerender(<></>));
  expect(toast).toHaveBeenCalledTimes(1);
});
