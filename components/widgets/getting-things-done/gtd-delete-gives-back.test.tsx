// A GTD action deleted the same day gives its award back (docs/product/points-and-badges.md#fair-points):
// the award's id the server answered is kept on the action in the widget's data; the delete sends
// its reversal, says the points the server gave back in a toast and reads the header and the
// widget points again. Nothing given back: no toast.
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import GettingThingsDoneWidget from "@/components/widgets/getting-things-done/getting-things-done-widget";
import { apiWrite } from "@/lib/client/api";
import { readLocal } from "@/lib/client/local-store";
import { toast } from "@/lib/client/toast";
import { queryKeys } from "@/lib/query/query-keys";
import { GTD_KEY } from "@/components/widgets/storage-keys";
import { GTD_EMPTY, gtdDataSchema } from "@/components/widgets/getting-things-done/storage";
import { renderWithData } from "@/tests/support/render-with-data";

jest.mock("@/lib/client/api", () => jest.requireActual("@/tests/support/render-with-data").mockApiModule());
jest.mock("@/lib/client/toast", () => ({ toast: jest.fn(), notify: jest.fn() }));

const MEMBER = 5;
const recorded = (id: number, points: number) => ({
  recorded: true,
  pointsAwarded: points,
  achievement: { id, type: "widget", source: "task", points, requestedPoints: 2, description: "Getting Things Done: captured", localDate: "2026-03-14", dateCreated: new Date().toISOString() },
});
const stored = () => readLocal(MEMBER, GTD_KEY, gtdDataSchema, GTD_EMPTY);

beforeEach(() => {
  localStorage.clear();
  jest.mocked(apiWrite).mockReset();
  jest.mocked(toast).mockClear();
});

function capture(text: string) {
  const field = screen.getByLabelText("New action");
  fireEvent.change(field, { target: { value: text } });
  fireEvent.submit(field.closest("form")!);
}

test("capture keeps the award's id on the action; delete gives it back, says so and refreshes the header", async () => {
  const { queryClient } = renderWithData(<GettingThingsDoneWidget />, [[queryKeys.session, { userId: MEMBER, username: "ann", isAdmin: false }], [queryKeys.user, { id: MEMBER, timeZone: "UTC" }]]);
  jest.mocked(apiWrite).mockResolvedValueOnce(recorded(41, 2));
  capture("Call the bank");
  await waitFor(() => expect(stored().actions[0].awards).toEqual([41]));

  const refreshed = jest.spyOn(queryClient, "invalidateQueries");
  jest.mocked(apiWrite).mockResolvedValueOnce({ reversed: true, pointsAwarded: -2 });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: 'Delete "Call the bank"' })));
  expect(apiWrite).toHaveBeenLastCalledWith("POST", "/api/widget-achievements/41/reversal");
  await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "2 points taken back" })));
  expect(refreshed.mock.calls.map(([f]) => f?.queryKey)).toEqual(expect.arrayContaining([queryKeys.user, queryKeys.widgetPoints, queryKeys.pointsHistory]));
  expect(stored().actions).toEqual([]);
});

test("an award given back before says nothing; an action that earned nothing sends nothing", async () => {
  renderWithData(<GettingThingsDoneWidget />, [[queryKeys.session, { userId: MEMBER, username: "ann", isAdmin: false }], [queryKeys.user, { id: MEMBER, timeZone: "UTC" }]]);
  jest.mocked(apiWrite).mockResolvedValueOnce(recorded(42, 2));
  capture("Buy stamps");
  await waitFor(() => expect(stored().actions[0].awards).toEqual([42]));
  jest.mocked(apiWrite).mockResolvedValueOnce({ reversed: false, pointsAwarded: 0 });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: 'Delete "Buy stamps"' })));
  expect(apiWrite).toHaveBeenLastCalledWith("POST", "/api/widget-achievements/42/reversal");
  expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: expect.stringContaining("taken back") }));

  // The server recorded nothing (a retry): no id to keep, and the delete sends no reversal.
  jest.mocked(apiWrite).mockResolvedValueOnce({ recorded: false, achievement: null, pointsAwarded: 0 });
  capture("Water plants");
  await waitFor(() => expect(apiWrite).toHaveBeenCalledTimes(3));
  await act(async () => fireEvent.click(screen.getByRole("button", { name: 'Delete "Water plants"' })));
  expect(apiWrite).toHaveBeenCalledTimes(3);
});
