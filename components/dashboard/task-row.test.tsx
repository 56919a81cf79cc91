import { act, fireEvent, screen } from "@testing-library/react";
import { TaskRow } from "@/components/dashboard/task-row";
import { renderWithData } from "@/tests/support/render-with-data";
import { apiWrite } from "@/lib/client/api";
import { queryKeys } from "@/lib/query/query-keys";
import { useGoalsBySlot, type Goal } from "@/lib/client/use-goals";

jest.mock("@/lib/client/api", () => jest.requireActual("@/tests/support/render-with-data").mockApiModule());
jest.mock("@/lib/client/toast", () => ({ toast: jest.fn(), notify: jest.fn() }));

const write = apiWrite as jest.Mock;
const flush = () => act(() => jest.advanceTimersByTimeAsync(0));

function Live() {
  const { bySlot } = useGoalsBySlot();
  return <TaskRow slot="task2" goal={bySlot.task2} />;
}

const task: Goal = {
  id: 21,
  userId: 1,
  type: "task2",
  title: "Write report",
  isCompleted: false,
  dateCreated: "2026-03-13T09:00:00.000Z",
  deadline: null,
  completedAt: null,
};

beforeEach(() => {
  jest.useFakeTimers({ now: new Date("2026-03-14T12:00:00Z") });
  write.mockReset();
  write.mockImplementation(async (_m: string, _p: string, body: Partial<Goal>) => ({ ...task, id: 22, ...body, pointsAwarded: 10 }));
});
afterEach(() => jest.useRealTimers());

test("checking a new task with a title creates it already completed", async () => {
  const { queryClient } = renderWithData(<Live />, [[queryKeys.goals, []]]);
  fireEvent.change(screen.getByLabelText("Task 2"), { target: { value: " Call the bank " } });
  fireEvent.click(screen.getByRole("checkbox", { name: "Mark task 2 complete" }));
  await flush();
  expect(write).toHaveBeenCalledTimes(1);
  expect(write).toHaveBeenCalledWith("POST", "/api/goals", { type: "task2", title: "Call the bank", isCompleted: true });
  expect(screen.getByRole("checkbox", { name: "Mark task 2 complete" })).toBeChecked();
  expect(queryClient.getQueryData<Goal[]>(queryKeys.goals)).toHaveLength(1);
  act(() => jest.advanceTimersByTime(10_000));
  await flush();
  expect(write).toHaveBeenCalledTimes(1); // no later delete or second create: tasks stay for the day
});

test("checking a blank task does nothing", async () => {
  renderWithData(<Live />, [[queryKeys.goals, []]]);
  fireEvent.click(screen.getByRole("checkbox", { name: "Mark task 2 complete" }));
  await flush();
  expect(write).not.toHaveBeenCalled();
});

test("completing a saved task only updates isCompleted, and unchecking sets it back", async () => {
  write.mockImplementation(async (_m: string, _p: string, body: Partial<Goal>) => ({ ...task, ...body }));
  renderWithData(<Live />, [[queryKeys.goals, [task]]]);
  expect(screen.getByText("Added: Yesterday")).toBeInTheDocument();
  expect(screen.getByText("+10 Points")).toBeInTheDocument();
  fireEvent.click(screen.getByRole("checkbox", { name: "Mark task 2 complete" }));
  await flush();
  expect(write).toHaveBeenLastCalledWith("PATCH", "/api/goals/21", { isCompleted: true });
  fireEvent.click(screen.getByRole("checkbox", { name: "Mark task 2 complete" }));
  await flush();
  expect(write).toHaveBeenLastCalledWith("PATCH", "/api/goals/21", { isCompleted: false });
  expect(screen.queryByTestId("celebration-popup")).not.toBeInTheDocument();
});

test("the row says the server's points: +10 where the slot pays, none for a task completed in a slot already paid today", async () => {
  renderWithData(<Live />, [[queryKeys.goals, [{ ...task, points: 10 }]]]);
  expect(screen.getByTestId("task-points")).toHaveTextContent("+10 Points");
  // The slot's first task was deleted after earning: completing this one gives 0, and the answer says so.
  write.mockImplementation(async (_m: string, _p: string, body: Partial<Goal>) => ({ ...task, ...body, points: 0, pointsAwarded: 0 }));
  fireEvent.click(screen.getByRole("checkbox", { name: "Mark task 2 complete" }));
  await flush();
  expect(screen.getByRole("checkbox", { name: "Mark task 2 complete" })).toBeChecked();
  expect(screen.queryByTestId("task-points")).not.toBeInTheDocument();
  expect(screen.queryByText(/Points/)).not.toBeInTheDocument();
});

test("deleting a task completed today says the points the server took back", async () => {
  const { toast } = jest.requireMock("@/lib/client/toast") as { toast: jest.Mock };
  toast.mockClear();
  write.mockImplementation(async () => ({ success: true, pointsAwarded: -10 }));
  renderWithData(<Live />, [[queryKeys.goals, [{ ...task, isCompleted: true, points: 10 }]]]);
  fireEvent.click(screen.getByRole("button", { name: "Delete task 2" }));
  await flush();
  expect(write).toHaveBeenCalledWith("DELETE", "/api/goals/21");
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "10 points taken back" }));
});
