import { act, screen } from "@testing-library/react";
import type { QueryClient } from "@tanstack/react-query";
import { ProgressPanel } from "@/components/progress/progress-panel";
import { renderWithData } from "@/tests/support/render-with-data";
import { EMPTY_MINDSET } from "@/lib/client/fallbacks";
import { queryKeys } from "@/lib/query/query-keys";
import type { ProgressDto } from "@/lib/schemas/progress";

/** The reads, by path (the query function of every key). */
const get = jest.fn<Promise<unknown>, [string]>();
const PROGRESS = {
  points: 120,
  medal: null,
  streak: 3,
  goalCompletionPercent: 50,
  goalsCompleted: 1,
  goalsTotal: 2,
  tasksDone: 1,
  tasksTotal: 3,
  mindsetDone: 2,
  widgetPointsToday: 0,
  learningAwardsLeft: { learned: 5, accomplished: 5 },
} as unknown as ProgressDto;

/** GET /api/progress answers only when the test says so: the reads in flight are counted. */
let answers: Array<(value: ProgressDto) => void> = [];
const progressReads = () => get.mock.calls.filter(([path]) => path === "/api/progress").length;
async function answerProgress(points: number) {
  await act(async () => answers.shift()?.({ ...PROGRESS, points }));
  await settle();
}

beforeEach(() => {
  answers = [];
  get.mockReset();
  get.mockImplementation((path: string) => (path === "/api/progress" ? new Promise((resolve) => answers.push(resolve)) : Promise.resolve(null)));
});

/** React Query tells its observers on a timer (notifyManager): let renders and effects run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

let clock = Date.now();
/** A cache change as the app makes it (each with its own time, as real changes have). */
async function change(queryClient: QueryClient, key: readonly unknown[], data: unknown) {
  await act(async () => void queryClient.setQueryData(key, data, { updatedAt: (clock += 1000) }));
  await settle();
}

function renderPanel() {
  const rendered = renderWithData(<ProgressPanel />, [
    [queryKeys.session, { userId: 1, isAdmin: false, username: "m" }],
    [queryKeys.user, { id: 1, points: 120 }],
    [queryKeys.goals, []],
    [queryKeys.mindset, { ...EMPTY_MINDSET }],
    [queryKeys.progress, PROGRESS],
  ]);
  const queries = rendered.queryClient.getDefaultOptions().queries;
  rendered.queryClient.setDefaultOptions({ queries: { ...queries, queryFn: ({ queryKey }) => get(String(queryKey[0])) } });
  return rendered;
}

test("the server-rendered numbers are not read again on load", async () => {
  renderPanel();
  await settle();
  expect(progressReads()).toBe(0);
  expect(screen.getByText("120")).toBeInTheDocument();
});

test("changes arriving while a read is in flight give one more read after it, not one read each (docs/decisions.md 'The progress panel')", async () => {
  const { queryClient } = renderPanel();
  // A journal reset: today's goals and the mindset empty at once, then the refetched goals, then the user.
  await act(async () => {
    queryClient.setQueryData(queryKeys.goals, [], { updatedAt: (clock += 1000) });
    queryClient.setQueryData(queryKeys.mindset, { ...EMPTY_MINDSET }, { updatedAt: (clock += 1000) });
  });
  await settle();
  expect(progressReads()).toBe(1);
  await change(queryClient, queryKeys.goals, []);
  await change(queryClient, queryKeys.user, { id: 1, points: 130 });
  expect(progressReads()).toBe(1); // before: each change cancelled the read in flight and started another (3 here)

  await answerProgress(125);
  expect(progressReads()).toBe(2); // the changes after the first read started: one more read
  await answerProgress(130);
  expect(progressReads()).toBe(2);
  expect(screen.getByText("130")).toBeInTheDocument();

  // A later change (a ticked task) reads again.
  await change(queryClient, queryKeys.goals, []);
  expect(progressReads()).toBe(3);
  await answerProgress(140);
  expect(screen.getByText("140")).toBeInTheDocument();
});
