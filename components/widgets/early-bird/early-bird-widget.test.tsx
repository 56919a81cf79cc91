// Early Bird's Priority toggle (docs/decisions.md "Member-facing fixes"): refused with 'Priority Task Already Exists',
// it lets go, so the next add is an ordinary task instead of the same refusal.
import { fireEvent, screen } from "@testing-library/react";
import EarlyBirdWidget from "@/components/widgets/early-bird/early-bird-widget";
import { queryKeys } from "@/lib/query/query-keys";
import { toast } from "@/lib/client/toast";
import { renderWithData } from "@/tests/support/render-with-data";

jest.mock("@/lib/client/api", () => jest.requireActual("@/tests/support/render-with-data").mockApiModule());
jest.mock("@/lib/client/toast", () => ({ toast: jest.fn(), notify: jest.fn() }));

beforeEach(() => localStorage.clear());

test("after 'Priority Task Already Exists' the toggle is released and the next add is accepted", () => {
  renderWithData(<EarlyBirdWidget />, [[queryKeys.session, { userId: 5, username: "ann", isAdmin: false }]]);
  const field = screen.getByLabelText("New morning task");
  const toggle = () => screen.getByRole("button", { name: "Priority" });
  const add = (text: string) => {
    fireEvent.change(field, { target: { value: text } });
    fireEvent.submit(field.closest("form")!);
  };
  fireEvent.click(toggle());
  add("Hardest page");
  expect(toggle()).toHaveAttribute("aria-pressed", "false");
  fireEvent.click(toggle());
  add("Another top task");
  expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: "Priority Task Already Exists" }));
  expect(toggle()).toHaveAttribute("aria-pressed", "false");
  jest.mocked(toast).mockClear();
  add("Another top task");
  expect(toast).not.toHaveBeenCalled();
  expect(screen.getAllByTestId("early-bird-task")).toHaveLength(2);
});
