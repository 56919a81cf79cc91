import { act, fireEvent, screen } from "@testing-library/react";
import { MindsetSection } from "@/components/journal/mindset-section";
import { renderWithData } from "@/tests/support/render-with-data";
import { apiWrite } from "@/lib/client/api";
import { EMPTY_MINDSET } from "@/lib/client/fallbacks";
import { queryKeys } from "@/lib/client/query-keys";

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

test("a celebration shows only when a flag turns on; flags save after 0.5 s", async () => {
  renderSection();
  fireEvent.click(box("Visualization"));
  await flush(); // the celebration dialog's code loads with the first celebration (issue 16)
  expect(popup()).toBeInTheDocument();
  expect(screen.getByText("Visualization Complete!")).toBeInTheDocument();
  expect(screen.getByText("+15 Points")).toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "Continue" }));
  expect(popup()).not.toBeInTheDocument();

  act(() => jest.advanceTimersByTime(499));
  expect(write).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  await flush();
  expect(write).toHaveBeenCalledWith("POST", "/api/mindset", {
    isVisualizationCompleted: true,
    isSelfTalkCompleted: false,
    isFocusCompleted: false,
  });

  fireEvent.click(box("Visualization")); // turning off: no celebration
  expect(popup()).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(500));
  await flush();
  expect(write).toHaveBeenLastCalledWith("POST", "/api/mindset", expect.objectContaining({ isVisualizationCompleted: false }));
  expect(notify).not.toHaveBeenCalled();
});

test("text saves after a 1 s pause", async () => {
  renderSection();
  fireEvent.change(screen.getByLabelText("Focus"), { target: { value: "Ship the release" } });
  act(() => jest.advanceTimersByTime(999));
  expect(write).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  await flush();
  expect(write).toHaveBeenCalledWith("POST", "/api/mindset", { visualization: "", selfTalk: "", focus: "Ship the release" });
});

test("all three done gives the 'Mindset Exercises Completed' toast", async () => {
  renderSection({ ...EMPTY_MINDSET, isVisualizationCompleted: true, isSelfTalkCompleted: true });
  fireEvent.click(box("Focus"));
  act(() => jest.advanceTimersByTime(500));
  await flush();
  expect(notify).toHaveBeenCalledWith("achievement", "Mindset Exercises Completed", expect.any(String));
});
