// Profile > Security's sign-in card (docs/product/sso.md#connect).
import { screen } from "@testing-library/react";
import { IdentityCard } from "@/components/profile/identity-card";
import { IDENTITY_STATUS_KEY } from "@/lib/client/use-sign-in-policy";
import { renderWithData } from "@/tests/support/render-with-data";

jest.mock("@/lib/client/api", () => jest.requireActual("@/tests/support/render-with-data").mockApiModule());

it("is not shown without a provider", () => {
  const { container } = renderWithData(<IdentityCard />, [[IDENTITY_STATUS_KEY, { provider: null, linked: false, hasPassword: true, confirmedUntil: null }]]);
  expect(container.querySelector("[data-testid=identity]")).toBeNull();
});

it("offers to connect the provider, then says it is connected", () => {
  const { unmount } = renderWithData(<IdentityCard />, [[IDENTITY_STATUS_KEY, { provider: "School ID", linked: false, hasPassword: true, confirmedUntil: null }]]);
  expect(screen.getByRole("region", { name: "Sign in with School ID" })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Connect School ID" })).toBeEnabled();
  unmount();
  renderWithData(<IdentityCard />, [[IDENTITY_STATUS_KEY, { provider: "School ID", linked: true, hasPassword: true, confirmedUntil: null }]]);
  expect(screen.getByText("Your account is connected to School ID: you can sign in with it.")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Connect School ID" })).toBeNull();
});

it("asks a member without a password to confirm it is them at the provider, then says until when the confirmation holds", () => {
  const { unmount } = renderWithData(<IdentityCard />, [[IDENTITY_STATUS_KEY, { provider: "School ID", linked: true, hasPassword: false, confirmedUntil: null }]]);
  expect(screen.getByText(/You sign in with School ID only\. To set a password, turn two-factor sign-in off or delete your account/)).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Confirm it is you with School ID" })).toBeEnabled();
  unmount();
  const until = new Date(Date.now() + 4 * 60_000);
  renderWithData(<IdentityCard />, [[IDENTITY_STATUS_KEY, { provider: "School ID", linked: true, hasPassword: false, confirmedUntil: until.toISOString() }]]);
  expect(screen.getByRole("status")).toHaveTextContent(`Confirmed with School ID until ${until.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" })}: you can do one of these now.`);
  expect(screen.queryByRole("button", { name: "Confirm it is you with School ID" })).toBeNull();
});
