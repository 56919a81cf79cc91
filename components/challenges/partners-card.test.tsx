// The Partners card (docs/product/challenges-and-partners.md#partners): the invitation form over
// the member's SMART goals (the server's message under it), their goals' partners with End, and
// what they follow: an invitation with Accept / Decline, a followed goal with its week.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { PartnersCard } from "@/components/challenges/partners-card";
import { ApiCallError, apiWrite } from "@/lib/client/api";
import { queryKeys } from "@/lib/query/query-keys";
import { renderWithData } from "@/tests/support/render-with-data";
import type { PartnersDto } from "@/lib/schemas/partners";

jest.mock("@/lib/client/api", () => jest.requireActual("@/tests/support/render-with-data").mockApiModule());
beforeEach(() => (apiWrite as jest.Mock).mockReset());

const goals = [{ id: 41, type: "smart1", title: "Run 10 km", isCompleted: false, deadline: null }];
const partners: PartnersDto = {
  mine: [{ id: 1, partner: "ben", goalId: 41, goalTitle: "Run 10 km", status: "pending" }],
  following: [
    { id: 2, member: "cat", goalTitle: "Read 12 books", status: "pending", view: null },
    {
      id: 3,
      member: "dan",
      goalTitle: "Learn Spanish",
      status: "active",
      view: { id: 3, member: "dan", goal: { title: "Learn Spanish", deadline: "2026-12-31T00:00:00.000Z", isCompleted: false, completedAt: null }, week: { from: "2026-03-09", to: "2026-03-14", tasksDone: 8, tasksSet: 12, text: "8 of 12 tasks (67%)" } },
    },
  ],
};

test("lists both sides and sends the answers", async () => {
  renderWithData(<PartnersCard />, [[queryKeys.goals, goals], [queryKeys.partners, partners]]);
  expect(screen.getByText("Run 10 km · Invited", { exact: false })).toBeTruthy();
  expect(screen.getByText(/invites you to follow their goal "Read 12 books"/)).toBeTruthy();
  expect(screen.getByText("In progress, due Dec 31, 2026 · This week: 8 of 12 tasks (67%)")).toBeTruthy();
  // Both buttons before either answer: a write reads the list again (an empty one in this test).
  fireEvent.click(screen.getByRole("button", { name: "Stop following dan's goal" }));
  fireEvent.click(screen.getByRole("button", { name: "Accept" }));
  await waitFor(() => expect(apiWrite).toHaveBeenCalledWith("DELETE", "/api/partners/3"));
  await waitFor(() => expect(apiWrite).toHaveBeenCalledWith("POST", "/api/partners/2/accept"));
});

test("invites with the chosen goal and shows the server's refusal", async () => {
  (apiWrite as jest.Mock).mockRejectedValueOnce(new ApiCallError(400, "You cannot invite yourself", JSON.stringify({ code: "bad_request", message: "You cannot invite yourself" })));
  renderWithData(<PartnersCard />, [[queryKeys.goals, goals], [queryKeys.partners, { mine: [], following: [] }]]);
  fireEvent.change(screen.getByLabelText("Team member's username"), { target: { value: "ana" } });
  fireEvent.click(screen.getByRole("button", { name: "Invite partner" }));
  await waitFor(() => expect(apiWrite).toHaveBeenCalledWith("POST", "/api/partners", { username: "ana", goalId: 41 }));
  expect((await screen.findByRole("alert")).textContent).toBe("You cannot invite yourself");
});

test("asks for a SMART goal first", () => {
  renderWithData(<PartnersCard />, [[queryKeys.goals, []], [queryKeys.partners, { mine: [], following: [] }]]);
  expect(screen.getByText("Set a SMART goal to invite a partner to follow it.")).toBeTruthy();
});
