import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderHook } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { useCelebrationSnapshot } from "@/lib/client/celebration";
import { renderWithData } from "@/tests/support/render-with-data";
import { WidgetPanel, TOOLKIT_INFO } from "@/components/widgets/panel/widget-panel";
import { WIDGETS } from "@/components/widgets/registry";
import { useWidgetAward } from "@/lib/client/use-widget-award";
import { apiWrite } from "@/lib/client/api";
import { localKey, writeLocal } from "@/lib/client/local-store";
import { makeQueryClient } from "@/lib/client/query-client";
import { queryKeys } from "@/lib/query/query-keys";

jest.mock("@/lib/client/api", () => jest.requireActual("@/tests/support/render-with-data").mockApiModule());
const session = [queryKeys.session, { userId: 7, isAdmin: false, username: "m" }] as [readonly unknown[], unknown];
// The harness's day is 2026-03-14: day 73, 73 % 12 = 1.
const DAILY = WIDGETS[1];

beforeEach(() => localStorage.clear());

const heading = () => screen.getByRole("heading", { level: 2 });

test("shows the daily default with its icon, title, description and 'Featured today' when nothing is stored", () => {
  renderWithData(<WidgetPanel />, [session]);
  expect(heading()).toHaveTextContent(DAILY.title);
  expect(screen.getByText(DAILY.description)).toBeInTheDocument();
  expect(screen.getByText("Featured today")).toBeInTheDocument();
});

test("an invalid stored value falls back to the daily default; a valid one is shown", () => {
  localStorage.setItem(localKey(7, "selected-widget"), JSON.stringify({ v: 1, data: "no-such-widget" }));
  const { unmount } = renderWithData(<WidgetPanel />, [session]);
  expect(heading()).toHaveTextContent(DAILY.title);
  unmount();
  writeLocal(7, "selected-widget", "flowtime");
  renderWithData(<WidgetPanel />, [session]);
  expect(heading()).toHaveTextContent("Flowtime");
  expect(screen.queryByText("Featured today")).not.toBeInTheDocument();
});

test("the toolkit info toggle explains the toolkit", () => {
  renderWithData(<WidgetPanel />, [session]);
  fireEvent.click(screen.getByRole("button", { name: /^About / }));
  expect(screen.getByText(TOOLKIT_INFO)).toBeInTheDocument();
});

test("'Learn more' gives detailed steps for Pomodoro", () => {
  writeLocal(7, "selected-widget", "pomodoro");
  renderWithData(<WidgetPanel />, [session]);
  fireEvent.click(screen.getByRole("button", { name: "Learn more" }));
  const dialog = screen.getByRole("dialog");
  expect(within(dialog).getAllByRole("listitem").length).toBeGreaterThanOrEqual(4);
});

test("'Change widget' lists all 12, moves with the arrow keys; a pick shows the widget", async () => {
  writeLocal(7, "selected-widget", "pomodoro");
  renderWithData(<WidgetPanel />, [session]);
  fireEvent.click(screen.getByRole("button", { name: "Change widget" }));
  const dialog = screen.getByRole("dialog", { name: "Change widget" });
  const items = within(dialog).getAllByRole("button").filter((b) => b.hasAttribute("data-widget"));
  expect(items.map((b) => b.dataset.widget)).toEqual(WIDGETS.map((w) => w.id));
  await waitFor(() => expect(items[0]).toHaveFocus());
  fireEvent.keyDown(items[0], { key: "ArrowDown" });
  expect(items[1]).toHaveFocus();
  fireEvent.keyDown(items[1], { key: "End" });
  expect(items[11]).toHaveFocus();
  fireEvent.keyDown(items[11], { key: "ArrowDown" });
  expect(items[0]).toHaveFocus();
  const built = WIDGETS.findIndex((w, i) => i > 0 && w.Component);
  if (built > 0) {
    fireEvent.click(items[built]);
    await waitFor(() => expect(heading()).toHaveTextContent(WIDGETS[built].title));
    expect(JSON.parse(localStorage.getItem(localKey(7, "selected-widget"))!).data).toBe(WIDGETS[built].id);
  }
});

describe("useWidgetAward", () => {
  const wrapper = (client = makeQueryClient()) =>
    function Wrapper({ children }: { children: React.ReactNode }) {
      return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    };

  const result = (points: number, requestedPoints: number, pointsAwarded = points) => ({
    recorded: true,
    pointsAwarded,
    achievement: { id: 1, type: "widget", source: "technique", points, requestedPoints, description: "x", localDate: "2026-05-11", dateCreated: "2026-05-11T09:00:00.000Z" },
  });
  const signedIn = () => {
    const client = makeQueryClient();
    client.setQueryData(queryKeys.user, { id: 7, timeZone: "UTC" });
    return client;
  };

  it("sends the achievement, celebrates the points the server gave and refreshes everything points affect", async () => {
    const client = signedIn();
    const spy = jest.spyOn(client, "invalidateQueries");
    jest.mocked(apiWrite).mockResolvedValueOnce(result(10, 10));
    const { result: hook } = renderHook(() => ({ award: useWidgetAward(), popup: useCelebrationSnapshot() }), { wrapper: wrapper(client) });
    await act(() => hook.current.award({ kind: "gtdCaptured", source: "technique", points: 10, description: "Pomodoro session completed" }));
    expect(hook.current.popup.state).toMatchObject({ isOpen: true, points: 10, message: "Pomodoro session completed" });
    // Only the kind, the points and the time leave the browser: never the member's words.
    expect(apiWrite).toHaveBeenCalledWith("POST", "/api/widget-achievements", {
      type: "widget",
      kind: "gtdCaptured",
      points: 10,
      dateCreated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(spy.mock.calls.map(([f]) => f?.queryKey)).toEqual(
      expect.arrayContaining([queryKeys.user, queryKeys.progress, queryKeys.badges, queryKeys.pointsHistory, queryKeys.widgetPoints, queryKeys.widgetAchievements]),
    );
  });

  it("after the cap: no popup with points, and the cap message once a day", async () => {
    const client = signedIn();
    jest.mocked(apiWrite).mockResolvedValueOnce(result(0, 8)).mockResolvedValueOnce(result(0, 2));
    const { result: hook } = renderHook(() => ({ award: useWidgetAward(), popup: useCelebrationSnapshot() }), { wrapper: wrapper(client) });
    const before = hook.current.popup.showId;
    await act(() => hook.current.award({ kind: "gtdCaptured", source: "technique", points: 8, description: "Flowtime session of 30 min completed" }));
    await act(() => hook.current.award({ kind: "gtdCaptured", source: "task", points: 2, description: "GTD: captured a1" }));
    expect(hook.current.popup.showId).toBe(before);
    expect(window.localStorage.getItem(localKey(7, "widget-cap-notice"))).toContain(new Date().toISOString().slice(0, 4));
  });
  it("only logs a failure to record", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    jest.mocked(apiWrite).mockRejectedValueOnce(new Error("down"));
    const { result } = renderHook(() => useWidgetAward(), { wrapper: wrapper() });
    await expect(result.current({ kind: "gtdCaptured", source: "task", points: 5, description: "Task completed" })).resolves.toBeNull();
    expect(error).toHaveBeenCalledWith("Failed to record widget achievement", expect.any(Error));
    error.mockRestore();
  });
});
