// "What your coach sees": the switch is off by default; turning it on shows the date it was
// turned on; turning it off says the coach cannot read the journal.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CoachSharingCard } from "@/components/profile/coach-sharing-card";
import { apiWrite } from "@/lib/client/api";
import { queryKeys } from "@/lib/query/query-keys";
import { renderWithData } from "@/tests/support/render-with-data";

jest.mock("@/lib/client/api", () => jest.requireActual("@/tests/support/render-with-data").mockApiModule());

it("is off by default, and shows the date once turned on", async () => {
  renderWithData(<CoachSharingCard />, [[queryKeys.coachSharing, { share: false, sharedSince: null }]]);
  expect(screen.getByText("What your coach sees")).toBeInTheDocument();
  const toggle = screen.getByRole("switch", { name: "Share my journal with my coach" });
  expect(toggle).not.toBeChecked();
  expect(screen.getByText("Off: your coach cannot read your journal.")).toBeInTheDocument();
  jest.mocked(apiWrite).mockResolvedValueOnce({ share: true, sharedSince: "2026-11-25T10:00:00.000Z" });
  await userEvent.click(toggle);
  expect(apiWrite).toHaveBeenCalledWith("PUT", "/api/user/coach-sharing", { share: true });
  await waitFor(() => expect(toggle).toBeChecked());
  expect(screen.getByText(/Shared since November 25, 2026/)).toBeInTheDocument();
  jest.mocked(apiWrite).mockResolvedValueOnce({ share: false, sharedSince: null });
  await userEvent.click(toggle);
  await waitFor(() => expect(toggle).not.toBeChecked());
  expect(apiWrite).toHaveBeenLastCalledWith("PUT", "/api/user/coach-sharing", { share: false });
});
