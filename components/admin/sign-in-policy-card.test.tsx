// The owner's Sign-in card (docs/product/sso.md#password-sign-in-off): no switch without a provider,
// the switch disabled with its advice until the owner is linked, and PUT on a change.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SignInPolicyCard } from "@/components/admin/sign-in-policy-card";
import { apiWrite } from "@/lib/client/api";
import { SIGN_IN_POLICY_KEY } from "@/lib/client/use-sign-in-policy";
import { renderWithData } from "@/tests/support/render-with-data";

jest.mock("@/lib/client/api", () => jest.requireActual("@/tests/support/render-with-data").mockApiModule());
jest.mock("@/lib/client/toast", () => ({ toast: jest.fn(() => ({ id: "1", dismiss: jest.fn(), update: jest.fn() })) }));

const policy = (over: object) => [[SIGN_IN_POLICY_KEY, { passwordSignIn: true, passwordSignInSetting: true, provider: "School ID", ownerLinked: true, ...over }]] as Array<[readonly unknown[], unknown]>;

it("says passwords only, with no switch, when no provider is configured", () => {
  renderWithData(<SignInPolicyCard />, policy({ provider: null }));
  expect(screen.getByText("No identity provider is configured: members sign in with their passwords.")).toBeInTheDocument();
  expect(screen.queryByRole("switch")).toBeNull();
});

it("keeps the switch on and disabled until the owner has signed in with the provider", () => {
  renderWithData(<SignInPolicyCard />, policy({ ownerLinked: false }));
  expect(screen.getByRole("switch", { name: "Password sign-in" })).toBeDisabled();
  expect(screen.getByText(/Sign in with School ID once to be able to turn password sign-in off/)).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Connect School ID" })).toBeEnabled();
});

it("turns password sign-in off through the API", async () => {
  jest.mocked(apiWrite).mockResolvedValue({ passwordSignIn: false, passwordSignInSetting: false, provider: "School ID", ownerLinked: true });
  renderWithData(<SignInPolicyCard />, policy({}));
  await userEvent.click(screen.getByRole("switch", { name: "Password sign-in" }));
  expect(apiWrite).toHaveBeenCalledWith("PUT", "/api/admin/sign-in-policy", { passwordSignIn: false });
  await waitFor(() => expect(screen.getByRole("switch", { name: "Password sign-in" })).not.toBeChecked());
  expect(screen.getByText(/Only School ID signs members in/)).toBeInTheDocument();
});
