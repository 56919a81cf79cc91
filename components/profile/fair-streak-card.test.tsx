// "End pause" says it worked (docs/product/profile.md): a toast once the server has ended it.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FairStreakCard } from "@/components/profile/fair-streak-card";
import { apiWrite } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import { queryKeys } from "@/lib/query/query-keys";
import type { StreakView } from "@/lib/schemas/streak";
import { renderWithData } from "@/tests/support/render-with-data";

jest.mock("@/lib/client/api", () => jest.requireActual("@/tests/support/render-with-data").mockApiModule());
jest.mock("@/lib/client/toast", () => ({ toast: jest.fn(), notify: jest.fn() }));

const view: StreakView = {
  streak: 4,
  freezes: 0,
  timeZone: "Europe/Berlin",
  dayStartHour: 0,
  restDays: [],
  today: "2026-11-29",
  pauses: [{ id: 7, reason: "ill", startDate: "2026-11-28", endDate: "2026-12-01", endedAt: null }],
  pausedDaysInWindow: 4,
};

it("confirms an ended pause", async () => {
  renderWithData(<FairStreakCard />, [[queryKeys.streak, view]]);
  jest.mocked(apiWrite).mockResolvedValueOnce({ ...view, pauses: [{ ...view.pauses[0], endDate: "2026-11-28", endedAt: "2026-11-29T09:00:00.000Z" }] });
  await userEvent.click(screen.getByRole("button", { name: "End pause" }));
  expect(apiWrite).toHaveBeenCalledWith("POST", "/api/streak/pauses/7/end");
  await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Pause ended", variant: "success" })));
});
