// The profile forms (docs/product/profile.md#profile-information): Save Changes sends only changed fields or says 'No Changes';
// Change Password refuses with the four s5 messages without a call, shows 'Changing...', then
// 'Password Changed' with the fields cleared; a server refusal is 'Failed to change password: ...'.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ProfileInfoTab } from "@/components/profile/profile-info-tab";
import { SecurityTab } from "@/components/profile/security-tab";
import { makeQueryClient } from "@/lib/client/query-client";
import { toast } from "@/lib/client/toast";
import type { CurrentUser } from "@/lib/schemas/user";
import { IDENTITY_STATUS_KEY } from "@/lib/client/use-sign-in-policy";
import { freshFetchMock, jsonResponse as json } from "@/tests/support/fetch-mock";

// userEvent types character by character; under load (the shared 2-core machine) that outlasts 5 s.
jest.setTimeout(30_000);

jest.mock("next/navigation", () => ({ useRouter: () => ({ replace: jest.fn() }) }));
jest.mock("@/lib/client/toast", () => ({ toast: jest.fn(() => ({ id: "1", dismiss: jest.fn(), update: jest.fn() })) }));
jest.mock("@/components/shell/preferences-card", () => ({ PreferencesCard: () => null }));
// The device list reads GET /api/sessions on its own (e2e/fair-points.spec.ts drives it).
jest.mock("@/components/profile/device-list", () => ({ DeviceList: () => null }));
jest.mock("@/components/profile/two-factor-card", () => ({ TwoFactorCard: () => null }));
jest.mock("@/components/profile/identity-card", () => ({ IdentityCard: () => null }));
jest.mock("@/components/profile/fair-streak-card", () => ({ FairStreakCard: () => null }));
jest.mock("@/components/profile/coach-sharing-card", () => ({ CoachSharingCard: () => null }));
// The calendar feed card reads its own address (e2e/calendar-feed.spec.ts drives it).
jest.mock("@/components/profile/calendar-feed-card", () => ({ CalendarFeedCard: () => null }));
// So does the import card (e2e/imports.spec.ts drives it).
jest.mock("@/components/profile/import-card", () => ({ ImportCard: () => null }));

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = freshFetchMock();
});

/** The Security tab asks whether the member has a password (GET /api/users/identity): seeded, so no call is made. */
function renderIn(ui: React.ReactElement, hasPassword = true) {
  const client = makeQueryClient();
  client.setQueryData(IDENTITY_STATUS_KEY, { provider: "Test IdP", linked: true, hasPassword, confirmedUntil: null });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}
const error = (description: string) => expect(toast).toHaveBeenLastCalledWith({ title: "Error", description, variant: "destructive" });

const USER: CurrentUser = {
  id: 7,
  username: "ada",
  isAdmin: false,
  timeZone: "UTC",
  lastResetDate: "2026-05-10",
  streak: 4,
  xpPoints: 120,
  badges: [],
  showDailySummary: true,
  dateCreated: "2026-01-05T10:00:00.000Z",
  profilePicture: null,
  today: "2026-05-10",
  resetDue: false,
  dayStartHour: 0,
  freezes: 0,
  freezeNotice: null,
  travelPromptZone: null,
};

describe("Profile Information", () => {
  it("says 'No Changes' without a call, then sends only the changed username", async () => {
    renderIn(<ProfileInfoTab user={USER} />);
    expect(screen.getByText("Member since January 5, 2026")).toBeInTheDocument();
    expect(screen.getByText("4 days")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(toast).toHaveBeenCalledWith({ title: "No Changes", description: "No changes were made to your profile." });
    expect(fetchMock).not.toHaveBeenCalled();

    let answer!: (r: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await userEvent.clear(screen.getByLabelText("Username"));
    await userEvent.type(screen.getByLabelText("Username"), "ada_l");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByRole("button", { name: /Saving\.\.\./ })).toBeDisabled();
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ username: "ada_l" });
    answer(json({ ...USER, username: "ada_l" }));
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: "Profile Updated" })));
  });

  it("shows the server's refusal as 'Failed to update profile: ...'", async () => {
    fetchMock.mockResolvedValue(json({ message: "Username already taken", code: "conflict" }, 409));
    renderIn(<ProfileInfoTab user={USER} />);
    await userEvent.type(screen.getByLabelText("Username"), "x");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => error("Failed to update profile: Username already taken"));
  });

  it("says the member's day start in the time-zone hint: midnight, or the hour set", () => {
    const { unmount } = renderIn(<ProfileInfoTab user={USER} />);
    expect(screen.getByText(/Your day starts at midnight in this zone\./)).toBeInTheDocument();
    unmount();
    renderIn(<ProfileInfoTab user={{ ...USER, dayStartHour: 3 }} />);
    expect(screen.getByText(/Your day starts at 03:00 in this zone\./)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("fills the time-zone list when the field is first focused, not at hydration", async () => {
    const { container } = renderIn(<ProfileInfoTab user={USER} />);
    const zones = () => container.querySelectorAll("#profile-time-zones option").length;
    expect(zones()).toBe(0);
    await userEvent.click(screen.getByLabelText("Time zone"));
    expect(zones()).toBeGreaterThan(0);
    expect(container.querySelector('#profile-time-zones option[value="UTC"]')).not.toBeNull();
  });
});

describe("Change Password", () => {
  const fill = async (current: string, next: string, confirm: string) => {
    for (const [label, value] of [["Current Password", current], ["New Password", next], ["Confirm New Password", confirm]] as const) {
      const input = screen.getByLabelText(label, { exact: true });
      await userEvent.clear(input);
      if (value) await userEvent.type(input, value);
    }
    await userEvent.click(screen.getByRole("button", { name: "Change Password" }));
  };

  it("refuses with the four messages of s5, without a call", async () => {
    renderIn(<SecurityTab username="ada" />);
    await fill("", "", "");
    error("Please enter your current password.");
    await fill("old-pass", "", "");
    error("Please enter a new password.");
    await fill("old-pass", "short", "short");
    error("Password must be at least 6 characters long.");
    await fill("old-pass", "new-password", "other-password");
    error("New passwords do not match.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Changing...', then 'Password Changed' with the fields cleared", async () => {
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderIn(<SecurityTab username="ada" />);
    await fill("old-pass", "new-password", "new-password");
    expect(await screen.findByRole("button", { name: /Changing\.\.\./ })).toBeDisabled();
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ currentPassword: "old-pass", newPassword: "new-password" });
    answer(json({ success: true }));
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith({ title: "Password Changed", description: "Your password has been changed successfully.", variant: "success" }),
    );
    expect(screen.getByLabelText("Current Password")).toHaveValue("");
    expect(screen.getByLabelText("Confirm New Password")).toHaveValue("");
  });

  it("is 'Set a password' for a member who signs in only through the provider: no current password, only the new one is sent", async () => {
    fetchMock.mockResolvedValue(json({ success: true }));
    renderIn(<SecurityTab username="ada" />, false);
    expect(screen.getByRole("heading", { name: "Set a password" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Current Password")).toBeNull();
    await userEvent.type(screen.getByLabelText("New Password", { exact: true }), "new-password");
    await userEvent.type(screen.getByLabelText("Confirm New Password"), "new-password");
    await userEvent.click(screen.getByRole("button", { name: "Set password" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ newPassword: "new-password" });
  });

  it("shows the server's refusal as 'Failed to change password: ...'", async () => {
    fetchMock.mockResolvedValue(json({ message: "Current password is incorrect", code: "bad_request" }, 400));
    renderIn(<SecurityTab username="ada" />);
    await fill("wrong-pass", "new-password", "new-password");
    await waitFor(() => error("Failed to change password: Current password is incorrect"));
  });
});
