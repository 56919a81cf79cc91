import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { LearningList } from "@/components/journal/learning-list";
import { renderWithData } from "@/tests/support/render-with-data";
import { apiWrite, ApiCallError } from "@/lib/client/api";
import { queryKeys } from "@/lib/query/query-keys";

jest.mock("@/lib/client/api", () => jest.requireActual("@/tests/support/render-with-data").mockApiModule());
jest.mock("@/lib/client/toast", () => ({ toast: jest.fn(), notify: jest.fn() }));
import { toast } from "@/lib/client/toast";

const write = apiWrite as jest.Mock;
// Settles the write and React Query's notify batch (a 0 ms timer).
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));
const item = { id: 3, type: "learned", content: "Spaced repetition works", dateCreated: "2026-03-14T08:00:00Z" };
const addBox = () => screen.getByLabelText("Add to Things I Learned Today") as HTMLInputElement;

beforeEach(() => {
  write.mockReset();
  (toast as jest.Mock).mockReset();
  let id = 10;
  write.mockImplementation(async (method: string, _p: string, body: { type?: string; content?: string }) =>
    method === "DELETE" ? { success: true } : { ...item, id: method === "POST" ? ++id : 3, ...body, pointsAwarded: 5 },
  );
});

function renderList(items = [item]) {
  return renderWithData(<LearningList type="learned" />, [[queryKeys.learned, items]]);
}

test("adds on Enter and on blur; a blank entry is ignored", async () => {
  renderList([]);
  fireEvent.change(addBox(), { target: { value: "  Tabs beat spaces  " } });
  fireEvent.keyDown(addBox(), { key: "Enter" });
  await flush();
  expect(write).toHaveBeenCalledWith("POST", "/api/learnings", { type: "learned", content: "Tabs beat spaces" });
  expect(addBox().value).toBe("");
  fireEvent.blur(addBox()); // the emptied box does not add again
  fireEvent.change(addBox(), { target: { value: "Blur saves too" } });
  fireEvent.blur(addBox());
  await flush();
  expect(write).toHaveBeenLastCalledWith("POST", "/api/learnings", { type: "learned", content: "Blur saves too" });
  fireEvent.change(addBox(), { target: { value: "    " } });
  fireEvent.keyDown(addBox(), { key: "Enter" });
  fireEvent.blur(addBox());
  await flush();
  expect(write).toHaveBeenCalledTimes(2);
  const list = screen.getByRole("list", { name: "Things I Learned Today" });
  expect(within(list).getByText("Tabs beat spaces")).toBeInTheDocument();
  expect(within(list).getByText("Blur saves too")).toBeInTheDocument();
});

test("an edit is saved on Enter and with the save button", async () => {
  renderList();
  fireEvent.click(screen.getByRole("button", { name: 'Edit "Spaced repetition works"' }));
  fireEvent.change(screen.getByLabelText("Edit learning"), { target: { value: "Spaced repetition really works" } });
  fireEvent.keyDown(screen.getByLabelText("Edit learning"), { key: "Enter" });
  await flush();
  expect(write).toHaveBeenLastCalledWith("PUT", "/api/learnings/3", { content: "Spaced repetition really works" });
  expect(screen.getByText("Spaced repetition really works")).toBeInTheDocument();

  fireEvent.click(screen.getByRole("button", { name: 'Edit "Spaced repetition really works"' }));
  fireEvent.change(screen.getByLabelText("Edit learning"), { target: { value: "Button save" } });
  fireEvent.click(screen.getByRole("button", { name: "Save" }));
  await flush();
  expect(write).toHaveBeenLastCalledWith("PUT", "/api/learnings/3", { content: "Button save" });
});

test("Escape and a blank edit cancel", async () => {
  renderList();
  fireEvent.click(screen.getByRole("button", { name: 'Edit "Spaced repetition works"' }));
  fireEvent.change(screen.getByLabelText("Edit learning"), { target: { value: "Changed my mind" } });
  fireEvent.keyDown(screen.getByLabelText("Edit learning"), { key: "Escape" });
  expect(screen.getByText("Spaced repetition works")).toBeInTheDocument();

  fireEvent.click(screen.getByRole("button", { name: 'Edit "Spaced repetition works"' }));
  fireEvent.change(screen.getByLabelText("Edit learning"), { target: { value: "   " } });
  fireEvent.keyDown(screen.getByLabelText("Edit learning"), { key: "Enter" });
  await flush();
  expect(screen.getByText("Spaced repetition works")).toBeInTheDocument();
  expect(write).not.toHaveBeenCalled();
});

test("delete removes the item", async () => {
  renderList();
  fireEvent.click(screen.getByRole("button", { name: 'Delete "Spaced repetition works"' }));
  await flush();
  expect(write).toHaveBeenCalledWith("DELETE", "/api/learnings/3");
  // Under load the mutation's settle can take longer than one flush.
  await waitFor(() => expect(screen.queryByText("Spaced repetition works")).not.toBeInTheDocument());
});

test("a failed add shows the server message, else the fallback, and keeps the text", async () => {
  write.mockRejectedValueOnce(new ApiCallError(400, "400: x", JSON.stringify({ message: "Content must be at most 5000 characters" })));
  renderList([]);
  fireEvent.change(addBox(), { target: { value: "Too long" } });
  fireEvent.keyDown(addBox(), { key: "Enter" });
  await flush();
  expect(toast).toHaveBeenCalledWith({ title: "Error", description: "Content must be at most 5000 characters", variant: "destructive" });
  expect(addBox().value).toBe("Too long");

  write.mockRejectedValueOnce(new ApiCallError(503, "Connection failed after multiple attempts", "oops", true));
  fireEvent.keyDown(addBox(), { key: "Enter" });
  await flush();
  expect(toast).toHaveBeenLastCalledWith({ title: "Error", description: "Failed to create learning item", variant: "destructive" });
});

test("a failed edit shows 'Failed to update learning item'", async () => {
  const log = jest.spyOn(console, "error").mockImplementation(() => {});
  write.mockRejectedValueOnce(new ApiCallError(500, "500: x", "{}"));
  renderList();
  fireEvent.click(screen.getByRole("button", { name: 'Edit "Spaced repetition works"' }));
  fireEvent.change(screen.getByLabelText("Edit learning"), { target: { value: "New text" } });
  fireEvent.keyDown(screen.getByLabelText("Edit learning"), { key: "Enter" });
  await flush();
  expect(toast).toHaveBeenCalledWith({ title: "Error", description: "Failed to update learning item", variant: "destructive" });
  log.mockRestore();
});

test("the points pill says the server's count: '+5 Points each' while items earn, 'All 5 earned today' once they do not", () => {
  const progress = (learned: number) => [queryKeys.progress, { learningAwardsLeft: { learned, accomplished: 5 } }] as [readonly unknown[], unknown];
  const { unmount } = renderWithData(<LearningList type="learned" />, [[queryKeys.learned, [item]], progress(1)]);
  expect(screen.getByText("+5 Points each")).toBeInTheDocument();
  unmount();
  renderWithData(<LearningList type="learned" />, [[queryKeys.learned, [item]], progress(0)]);
  expect(screen.getByText("All 5 earned today")).toBeInTheDocument();
  expect(screen.queryByText("+5 Points each")).not.toBeInTheDocument();
});

test("a same-day delete says the points the server took back; nothing taken back says nothing", async () => {
  write.mockImplementationOnce(async () => ({ success: true, pointsAwarded: -5 }));
  renderList([item, { ...item, id: 4, content: "Sleep helps" }]);
  fireEvent.click(screen.getByRole("button", { name: 'Delete "Spaced repetition works"' }));
  await flush();
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "5 points taken back" }));
  (toast as jest.Mock).mockClear();
  write.mockImplementationOnce(async () => ({ success: true, pointsAwarded: 0 }));
  fireEvent.click(screen.getByRole("button", { name: 'Delete "Sleep helps"' }));
  await flush();
  expect(toast).not.toHaveBeenCalled();
});
