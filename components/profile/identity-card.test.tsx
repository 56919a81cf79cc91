// Profile > Security's sign-in card (docs/product/sso.md#connect).
import { screen } from "@testing-library/react";
import { IdentityCard } from "@/components/profile/identity-card";
import { IDENTITY_STATUS_KEY } from "@/lib/client/use-sign-in-policy";
import { renderWithData } from "@/tests/support/render-with-data";

jest.mock("@/lib/client/api", () => jest.requireActual("@/tests/support/render-with-data").mockApiModule());

it("is not shown without a provider", () => {
  const { container } = renderWithData(<IdentityCard />, [[IDENTITY_STATUS_KEY, { provider: null, linked: false }]]);
  expect(container.querySelector("[data-testid=identity]")).toBeNull();
});

it("offers to connect the provider, then says it is connected", () => {
  const { unmount } = renderWithData(<IdentityCard />, [[IDENTITY_STATUS_KEY, { provider: "School ID", linked: false }]]);
  expect(screen.getByRole("region", { name: "Sign in with School ID" })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Connect School ID" })).toBeEnabled();
  unmount();
  renderWithData(<IdentityCard />, [[IDENTITY_STATUS_KEY, { provider: "School ID", linked: true }]]);
  expect(screen.getByText("Your account is connected to School ID: you can sign in with it.")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Connect School ID" })).toBeNull();
});
