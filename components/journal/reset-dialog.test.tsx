import { act, fireEvent, screen } from "@testing-library/react";
import confetti from "canvas-confetti";
import { renderWithData } from "@/tests/support/render-with-data";
import { ResetDialog, RESET_TOAST } from "@/components/journal/reset-dialog";
import { autoResetFor } from "@/components/journal/reset-rules";
import { openResetDialog } from "@/components/journal/reset-dialog-store";
import { apiWrite, ApiCallError } from "@/lib/client/api";
import { queryKeys } from "@/lib/query/query-keys";
import type { CurrentUser } from "@/lib/schemas/user";

jest.mock("@/lib/client/api", () => jest.requireActual("@/tests/support/render-with-data").mockApiModule());
jest.mock("canvas-confetti", () => ({ __esModule: true, default: jest.fn() }));
jest.mock("@/lib/client/toast", () => ({ toast: jest.fn(), notify: jest.fn() }));
import { toast } from "@/lib/client/toast";

const write = apiWrite as jest.Mock;
const user = (resetDue: boolean, extra: Partial<CurrentUser> = {}) =>
  ({
    id: 1,
    today: "2026-03-14",
    timeZone: "UTC",
    resetDue,
    lastResetDate: resetDue ? "2026-03-13" : "2026-03-14",
    dateCreated: "2026-01-02T10:00:00.000Z",
    ...extra,
  }) as CurrentUser;
const dialog = () => screen.queryByTestId("reset-dialog");
const flush = () => act(() => jest.advanceTimersByTimeAsync(0));
// The dialog's code loads when it first opens (docs/decisions.md "Loaded when used, not with the page"): a flush lets it arrive.
const opened = () => flush();

beforeEach(() => {
  jest.useFakeTimers();
  write.mockReset();
  (toast as jest.Mock).mockReset();
  (confetti as unknown as jest.Mock).mockClear();
});
afterEach(() => jest.useRealTimers());

test("opens by itself when the day's reset is due and resets through force-reset", async () => {
  let finish!: (v: unknown) => void;
  write.mockImplementation(() => new Promise((r) => (finish = r)));
  const { queryClient } = renderWithData(<ResetDialog user={user(true)} />, [
    [queryKeys.goals, [{ id: 1, type: "smart1" }, { id: 2, type: "task1" }]],
    [queryKeys.learned, [{ id: 5, content: "x" }]],
  ]);
  await opened();
  expect(dialog()).toHaveAttribute("data-phase", "open");
  fireEvent.click(screen.getByRole("button", { name: "Start Fresh Day" }));
  expect(dialog()).toHaveAttribute("data-phase", "resetting");
  await flush(); // a mutation calls its function a few microtasks after mutate()
  expect(write).toHaveBeenCalledWith("POST", "/api/force-reset");

  await act(async () => finish({ success: true, resetPerformed: true }));
  await flush();
  expect(dialog()).toHaveAttribute("data-phase", "success");
  expect(confetti).toHaveBeenCalled();
  expect(toast).toHaveBeenCalledWith({ ...RESET_TOAST, variant: "success" });
  expect(RESET_TOAST).toEqual({
    title: "Journal Reset Complete",
    description: "Your journal has been reset for a fresh start! Your SMART goals have been preserved.",
  });
  // The daily data empties, SMART goals stay.
  expect(queryClient.getQueryData(queryKeys.goals)).toEqual([{ id: 1, type: "smart1" }]);
  expect(queryClient.getQueryData(queryKeys.learned)).toEqual([]);

  act(() => jest.advanceTimersByTime(1499));
  expect(dialog()).toHaveAttribute("data-phase", "success");
  act(() => jest.advanceTimersByTime(1));
  await flush();
  expect(dialog()).not.toBeInTheDocument();
});

test("does not open by itself when no reset is due; the header and menu open it for a manual reset", async () => {
  write.mockResolvedValue({ success: true, resetPerformed: true });
  renderWithData(<ResetDialog user={user(false)} />);
  expect(dialog()).not.toBeInTheDocument();
  act(() => openResetDialog());
  await opened();
  expect(dialog()).toHaveAttribute("data-phase", "open");
  fireEvent.click(screen.getByRole("button", { name: "Reset Journal" }));
  await flush();
  expect(write).toHaveBeenCalledWith("POST", "/api/manual-reset");
  expect(dialog()).toHaveAttribute("data-phase", "success");
});

test("Cancel closes without resetting", async () => {
  renderWithData(<ResetDialog user={user(false)} />);
  act(() => openResetDialog());
  await opened();
  fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
  expect(dialog()).not.toBeInTheDocument();
  expect(write).not.toHaveBeenCalled();
});

test("a failed manual reset shows 'Reset Failed' with the server message and stays open", async () => {
  const log = jest.spyOn(console, "error").mockImplementation(() => {});
  write.mockRejectedValue(new ApiCallError(500, "500: x", JSON.stringify({ message: "Database unavailable" })));
  renderWithData(<ResetDialog user={user(false)} />);
  act(() => openResetDialog());
  await opened();
  fireEvent.click(screen.getByRole("button", { name: "Reset Journal" }));
  await flush();
  expect(toast).toHaveBeenCalledWith({ title: "Reset Failed", description: "Database unavailable", variant: "destructive" });
  expect(dialog()).toHaveAttribute("data-phase", "open");

  write.mockRejectedValue(new ApiCallError(503, "Connection failed after multiple attempts", "not json", true));
  fireEvent.click(screen.getByRole("button", { name: "Reset Journal" }));
  await flush();
  expect(toast).toHaveBeenLastCalledWith({ title: "Reset Failed", description: "Unable to reset journal entries", variant: "destructive" });
  log.mockRestore();
});

test("a failed reset of the dialog that opened by itself is only logged", async () => {
  const log = jest.spyOn(console, "error").mockImplementation(() => {});
  write.mockRejectedValue(new ApiCallError(500, "500: x", "{}"));
  renderWithData(<ResetDialog user={user(true)} />);
  await opened();
  fireEvent.click(screen.getByRole("button", { name: "Start Fresh Day" }));
  await flush();
  expect(log).toHaveBeenCalledWith("Journal reset failed", expect.any(ApiCallError));
  expect(toast).not.toHaveBeenCalled();
  expect(dialog()).not.toBeInTheDocument();
  log.mockRestore();
});

test("a member who joined today and never reset starts the day quietly, without the dialog", async () => {
  write.mockResolvedValue({ success: true, resetPerformed: true });
  renderWithData(<ResetDialog user={user(true, { lastResetDate: null, dateCreated: "2026-03-14T07:00:00.000Z" })} />);
  await flush();
  expect(dialog()).not.toBeInTheDocument();
  expect(write).toHaveBeenCalledWith("POST", "/api/force-reset");
  expect(toast).not.toHaveBeenCalled();
});

describe("autoResetFor", () => {
  it.each([
    ["no reset due", user(false), null],
    ["reset due since yesterday", user(true), "dialog"],
    ["never reset, joined on an earlier day", user(true, { lastResetDate: null }), "dialog"],
    ["never reset, joined today", user(true, { lastResetDate: null, dateCreated: "2026-03-14T00:30:00.000Z" }), "silent"],
    // 23:30 UTC on the 13th is already the 14th in Auckland: joined "today" there.
    [
      "joined today in the member's own zone",
      user(true, { lastResetDate: null, timeZone: "Pacific/Auckland", dateCreated: "2026-03-13T23:30:00.000Z" }),
      "silent",
    ],
    ["no user yet", undefined, null],
  ])("%s", (_name, u, expected) => expect(autoResetFor(u)).toBe(expected));
});
