import { act, fireEvent, screen } from "@testing-library/react";
import { MindsetSection } from "@/components/journal/mindset-section";
import { renderWithData } from "@/tests/support/render-with-data";
import { apiWrite } from "@/lib/client/api";
import { EMPTY_MINDSET } from "@/lib/client/fallbacks";
import { queryKeys } from "@/lib/query/query-keys";

jest.mock("@/lib/client/api", () => jest.requireActual("@/tests/support/render-with-data").mockApiModule());
jest.mock("canvas-confetti", () => ({ __esModule: true, default: jest.fn() }));
jest.mock("@/lib/client/toast", () => ({ toast: jest.fn(), notify: jest.fn() }));
import { notify } from "@/lib/client/toast";

const write = apiWrite as jest.Mock;
const flush = () => act(() => jest.advanceTimersByTimeAsync(0));
const box = (name: string) => screen.getByRole("checkbox", { name: `${name} completed` });
const popup = () => screen.queryByTestId("celebration-popup");

function renderSection(mindset = EMPTY_MINDSET) {
  return renderWithData(<MindsetSection />, [
    [queryKeys.session, { userId: 1, isAdmin: false, username: "m" }],
    [queryKeys.mindset, { ...mindset }],
  ]);
}

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  write.mockReset();
  write.mockImplementation(async (_m: string, _p: string, body: object) => ({ ...EMPTY_MINDSET, ...body, pointsAwarded: 15 }));
  (notify as jest.Mock).mockReset();
});
afterEach(() => jest.useRealTimers());

test("flags save after 0.5 s; the celebration follows the save with the server's points, only when a flag turned on", async () => {
  renderSection();
  fireEvent.click(box("Visualization"));
  await flush();
  expect(popup()).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(499));
  expect(write).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  await flush();
  await flush(); // the celebration dialog's code loads with the first celebration (docs/decisions.md "Loaded when used, not with the page")
  expect(write).toHaveBeenCalledWith("POST", "/api/mindset", {
    isVisualizationCompleted: true,
    isSelfTalkCompleted: false,
    isFocusCompleted: false,
  }, { outbox: false, madeAt: expect.any(Number) });
  expect(popup()).toBeInTheDocument();
  expect(screen.getByText("Visualization Complete!")).toBeInTheDocument();
  expect(screen.getByText("+15 Points")).toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "Continue" }));
  expect(popup()).not.toBeInTheDocument();

  write.mockImplementation(async (_m: string, _p: string, body: object) => ({ ...EMPTY_MINDSET, ...body, pointsAwarded: 0 }));
  fireEvent.click(box("Visualization")); // turning off: no celebration
  act(() => jest.advanceTimersByTime(500));
  await flush();
  expect(write).toHaveBeenLastCalledWith("POST", "/api/mindset", expect.objectContaining({ isVisualizationCompleted: false }), { outbox: false, madeAt: expect.any(Number) });
  fireEvent.click(box("Visualization")); // on again: the server gives nothing more, so no popup
  act(() => jest.advanceTimersByTime(500));
  await flush();
  await flush();
  expect(popup()).not.toBeInTheDocument();
  expect(notify).not.toHaveBeenCalled();
});

test("the third exercise lists every award: 15, the 25 bonus and the badge", async () => {
  write.mockImplementation(async (_m: string, p: string, body: object) =>
    p === "/api/mindset" ? { ...EMPTY_MINDSET, ...body, pointsAwarded: 60 } : undefined,
  );
  renderWithData(<MindsetSection />, [
    [queryKeys.session, { userId: 1, isAdmin: false, username: "m" }],
    [queryKeys.mindset, { ...EMPTY_MINDSET, isVisualizationCompleted: true, isSelfTalkCompleted: true }],
    [queryKeys.notifications, [{ id: 3, title: "Badge Unlocked: Mindset Master", message: "", isRead: false, type: "badge", createdAt: new Date().toISOString() }]],
  ]);
  fireEvent.click(box("Focus"));
  act(() => jest.advanceTimersByTime(500));
  await flush();
  await flush();
  await flush();
  expect(screen.getByText("Focus Complete!")).toBeInTheDocument();
  expect(screen.getByText("+60 Points")).toBeInTheDocument();
  expect(screen.getByText(/\+15 exercise, \+25 bonus, \+20 badge/)).toBeInTheDocument();
});

test("text saves after a 1 s pause", async () => {
  renderSection();
  fireEvent.change(screen.getByLabelText("Focus"), { target: { value: "Ship the release" } });
  act(() => jest.advanceTimersByTime(999));
  expect(write).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  await flush();
  expect(write).toHaveBeenCalledWith("POST", "/api/mindset", { visualization: "", selfTalk: "", focus: "Ship the release" }, { outbox: false, madeAt: expect.any(Number) });
});

test("all three done gives the 'Mindset Exercises Completed' toast", async () => {
  renderSection({ ...EMPTY_MINDSET, isVisualizationCompleted: true, isSelfTalkCompleted: true });
  fireEvent.click(box("Focus"));
  act(() => jest.advanceTimersByTime(500));
  await flush();
  expect(notify).toHaveBeenCalledWith("achievement", "Mindset Exercises Completed", expect.any(String));
});
