// The identity provider on the signed-out screens (docs/product/sso.md): the button below the
// password form, alone while passwords are off, the code step after the provider's callback, and
// the registration step of a new person.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { IdentityRegisterForm } from "@/components/auth/identity-register-form";
import { IdentitySignInButton } from "@/components/auth/identity-sign-in";
import { REAUTHENTICATE_PARAMS } from "@/lib/domain/identity-proof";
import { LoginForm } from "@/components/auth/login-form";
import { RegisterForm } from "@/components/auth/register-form";
import { makeQueryClient } from "@/lib/client/query-client";
import { freshFetchMock, jsonResponse as json } from "@/tests/support/fetch-mock";

const mockReplace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace: mockReplace }) }));
jest.mock("@/lib/client/toast", () => ({ toast: jest.fn(() => ({ id: "1", dismiss: jest.fn(), update: jest.fn() })) }));
jest.mock("@/lib/client/sync/refresh", () => ({ syncAfterLogin: jest.fn() }));

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = freshFetchMock();
});

const renderForm = (form: React.ReactElement) => render(<QueryClientProvider client={makeQueryClient()}>{form}</QueryClientProvider>);

it("asks the provider for a fresh sign-in (prompt=login, max_age=0) when confirming it is the member", async () => {
  fetchMock.mockResolvedValueOnce(json({ csrfToken: "tok" })).mockResolvedValueOnce(json({ url: `${window.location.href.split("#")[0]}#idp` }));
  renderForm(<IdentitySignInButton provider="School ID" label="Confirm it is you with School ID" callbackPath="/profile?tab=security" authorizationParams={REAUTHENTICATE_PARAMS} />);
  await userEvent.click(screen.getByRole("button", { name: "Confirm it is you with School ID" }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  expect(String(fetchMock.mock.calls[1][0])).toBe("/api/auth/signin/oidc?prompt=login&max_age=0");
  expect(new URLSearchParams(String(fetchMock.mock.calls[1][1].body)).get("callbackUrl")).toBe(`${window.location.origin}/profile?tab=security`);
});

it("shows no button without a provider", () => {
  renderForm(<LoginForm />);
  expect(screen.queryByRole("button", { name: /Sign in with/ })).toBeNull();
});

it("shows the provider's button below the password form", async () => {
  renderForm(<LoginForm identity={{ provider: "School ID", passwords: true }} />);
  expect(screen.getByLabelText("Password")).toBeInTheDocument();
  expect(await screen.findByRole("button", { name: "Sign in with School ID" })).toBeEnabled();
});

it("while passwords are off shows only the button and the notice, on both tabs", async () => {
  renderForm(<LoginForm identity={{ provider: "School ID", passwords: false }} />);
  expect(await screen.findByText("Password sign-in is turned off. Sign in with School ID.")).toBeInTheDocument();
  expect(screen.queryByLabelText("Password")).toBeNull();
  expect(screen.getByRole("button", { name: "Sign in with School ID" })).toBeInTheDocument();
});

it("register tab while passwords are off offers the provider", async () => {
  renderForm(<RegisterForm identity={{ provider: "School ID", passwords: false }} />);
  expect(await screen.findByRole("button", { name: "Sign in with School ID" })).toBeInTheDocument();
  expect(screen.queryByLabelText("Password")).toBeNull();
});

it("starts next-auth's sign-in: the CSRF token, then POST /api/auth/signin/oidc", async () => {
  fetchMock.mockResolvedValueOnce(json({ csrfToken: "tok" })).mockResolvedValueOnce(json({ url: `${window.location.href.split("#")[0]}#idp` }));
  renderForm(<LoginForm identity={{ provider: "School ID", passwords: true }} />);
  await userEvent.click(await screen.findByRole("button", { name: "Sign in with School ID" }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  expect(String(fetchMock.mock.calls[0][0])).toBe("/api/auth/csrf");
  expect(String(fetchMock.mock.calls[1][0])).toBe("/api/auth/signin/oidc");
  const body = new URLSearchParams(String(fetchMock.mock.calls[1][1].body));
  expect(Object.fromEntries(body)).toEqual({ csrfToken: "tok", callbackUrl: `${window.location.origin}/dashboard`, json: "true" });
  expect(screen.getByRole("button", { name: "Redirecting..." })).toBeDisabled();
});

it("opens at the code step after the provider's callback asked for it", () => {
  renderForm(<LoginForm identity={{ provider: "School ID", passwords: true }} secondFactor />);
  expect(screen.getByLabelText("Code")).toBeInTheDocument();
});

it("the registration step sends the username and code, no password", async () => {
  fetchMock.mockImplementation((url: string) => Promise.resolve(String(url).startsWith("/api/register/code") ? json({ team: null }) : json({ id: 5 }, 201)));
  renderForm(<IdentityRegisterForm provider="School ID" suggestedUsername="cy_sso" email="cy@example.test" />);
  expect(screen.getByText(/You signed in with School ID as cy@example.test/)).toBeInTheDocument();
  expect(screen.getByLabelText("Username")).toHaveValue("cy_sso");
  await userEvent.type(screen.getByLabelText("Registration Code"), "DEMO2026");
  await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
  await waitFor(() => expect(mockReplace).toHaveBeenCalledWith("/dashboard"));
  const call = fetchMock.mock.calls.find(([url]) => String(url).startsWith("/api/register/identity"))!;
  expect(JSON.parse(call[1].body)).toEqual({ username: "cy_sso", registrationCode: "DEMO2026", timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
});
