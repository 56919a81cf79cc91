// The Team Challenges card (docs/product/challenges-and-partners.md#the-members-card): hidden
// without a challenge; Join while joining is open; progress, rank and excused days once joined;
// "Target reached" until the reward went through, then the badge; leaving asks first.
import { act, fireEvent, screen } from "@testing-library/react";
import { ChallengesCard } from "@/components/challenges/challenges-card";
import { apiWrite } from "@/lib/client/api";
import { queryKeys } from "@/lib/query/query-keys";
import { renderWithData } from "@/tests/support/render-with-data";
import type { MyChallengeDto } from "@/lib/schemas/challenges";

jest.mock("@/lib/client/api", () => jest.requireActual("@/tests/support/render-with-data").mockApiModule());

const challenge = (over: Partial<MyChallengeDto> = {}): MyChallengeDto => ({
  id: 7,
  name: "Seven days strong",
  teamId: 2,
  teamName: "Squad",
  measure: "active-days",
  measureLabel: "Active days",
  target: 8,
  startDate: "2026-03-10",
  endDate: "2026-03-23",
  endedAt: null,
  joined: 14,
  status: "running",
  canJoin: true,
  mine: null,
  showName: false,
  ...over,
});
const mine = { progress: 5, target: 7, excused: 1, rank: 2, reached: false, rewarded: false, memberNo: 12 };

test("is hidden while there is no challenge", () => {
  const { container } = renderWithData(<ChallengesCard />, [[queryKeys.challenges, { challenges: [] }]]);
  expect(container.querySelector("#challenges")).toBeNull();
});

test("offers Join while joining is open, and sends it", async () => {
  (apiWrite as jest.Mock).mockResolvedValueOnce(challenge({ canJoin: false, mine: { ...mine, progress: 0 } }));
  renderWithData(<ChallengesCard />, [[queryKeys.challenges, { challenges: [challenge()] }]]);
  expect(screen.getByText("Active days: 8 · Mar 10 to Mar 23 · Squad")).toBeTruthy();
  expect(screen.getByText("14 members have joined.")).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Join challenge" }));
  expect(await screen.findByText("0 of 7")).toBeTruthy();
  expect(apiWrite).toHaveBeenCalledWith("POST", "/api/challenges/7/join");
});

test("shows the progress, rank and excused days; the badge only once rewarded", async () => {
  const { queryClient } = renderWithData(<ChallengesCard />, [[queryKeys.challenges, { challenges: [challenge({ canJoin: false, mine })] }]]);
  expect(screen.getByRole("progressbar", { name: "Seven days strong: 5 of 7" })).toBeTruthy();
  expect(screen.getByText(/Rank 2 of 14 · target lowered by 1 rest or paused day$/)).toBeTruthy();
  expect(screen.queryByRole("button", { name: "Join challenge" })).toBeNull();
  expect(screen.queryByTestId("challenge-badge")).toBeNull();
  fireEvent.click(screen.getByRole("button", { name: "Leave" }));
  expect(screen.getByRole("button", { name: "Leave and lose my progress" })).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Stay" }));
  act(() => void queryClient.setQueryData(queryKeys.challenges, { challenges: [challenge({ canJoin: false, mine: { ...mine, progress: 7, reached: true } })] }));
  expect(await screen.findByText("Target reached: your badge comes with the next refresh.")).toBeTruthy();
  act(() => void queryClient.setQueryData(queryKeys.challenges, { challenges: [challenge({ canJoin: false, mine: { ...mine, progress: 7, reached: true, rewarded: true } })] }));
  expect((await screen.findByTestId("challenge-badge")).textContent).toBe("Badge earned: Seven days strong (+50 points)");
});
