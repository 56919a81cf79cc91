// Profile > Security's sign-in card (docs/product/sso.md#connect).
import { screen } from "@testing-library/react";
import { IdentityCard } from "@/components/profile/identity-card";
import { IDENTITY_STATUS_KEY } from "@/lib/client/use-sign-in-policy";
import { renderWithData } from "@/tests/support/render-with-data";

jest.mock("@/lib/client/api", () => jest.requireActual("@/tests/support/render-with-data").mockApiModule());

it("without a provider is only the member's email", () => {
  renderWithData(<IdentityCard />, [[IDENTITY_STATUS_KEY, { provider: null, linked: false, hasPassword: true, confirmedUntil: null, email: "ada@example.org", emailVerified: false }]]);
  expect(screen.getByRole("region", { name: "Email" })).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: "Email" })).toHaveValue("ada@example.org");
  expect(screen.getByText("Not verified.")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: /Connect|Disconnect/ })).toBeNull();
});

it("offers to connect the provider, then says it is connected", () => {
  const { unmount } = renderWithData(<IdentityCard />, [[IDENTITY_STATUS_KEY, { provider: "School ID", linked: false, hasPassword: true, confirmedUntil: null, email: null, emailVerified: false }]]);
  expect(screen.getByRole("region", { name: "Sign in with School ID" })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Connect School ID" })).toBeEnabled();
  unmount();
  renderWithData(<IdentityCard />, [[IDENTITY_STATUS_KEY, { provider: "School ID", linked: true, hasPassword: true, confirmedUntil: null, email: null, emailVerified: false }]]);
  expect(screen.getByText("Your account is connected to School ID: you can sign in with it.")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Connect School ID" })).toBeNull();
  expect(screen.getByRole("button", { name: "Disconnect School ID" })).toBeEnabled();
});

it("asks a member without a password to confirm it is them at the provider, then says until when the confirmation holds", () => {
  const { unmount } = renderWithData(<IdentityCard />, [[IDENTITY_STATUS_KEY, { provider: "School ID", linked: true, hasPassword: false, confirmedUntil: null, email: null, emailVerified: false }]]);
  expect(screen.getByText(/You sign in with School ID only\. To set a password, turn two-factor sign-in off or delete your account/)).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Confirm it is you with School ID" })).toBeEnabled();
  unmount();
  const until = new Date(Date.now() + 4 * 60_000);
  renderWithData(<IdentityCard />, [[IDENTITY_STATUS_KEY, { provider: "School ID", linked: true, hasPassword: false, confirmedUntil: until.toISOString(), email: null, emailVerified: false }]]);
  expect(screen.getByRole("status")).toHaveTextContent(`Confirmed with School ID until ${until.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" })}: you can do one of these now.`);
  expect(screen.queryByRole("button", { name: "Confirm it is you with School ID" })).toBeNull();
});

it("shows the email the provider verified, and a typed one as not verified; no Disconnect without a password", () => {
  const { unmount } = renderWithData(<IdentityCard />, [[IDENTITY_STATUS_KEY, { provider: "School ID", linked: true, hasPassword: true, confirmedUntil: null, email: "ada@school.example", emailVerified: true }]]);
  expect(screen.getByRole("textbox", { name: "Email" })).toHaveValue("ada@school.example");
  expect(screen.getByText("Verified by School ID.")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Save email" })).toBeDisabled();
  unmount();
  renderWithData(<IdentityCard />, [[IDENTITY_STATUS_KEY, { provider: "School ID", linked: true, hasPassword: false, confirmedUntil: null, email: "typed@example.org", emailVerified: false }]]);
  expect(screen.getByText("Not verified: it becomes verified when School ID confirms the same address at your next sign-in with it.")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Disconnect School ID" })).toBeNull();
});
