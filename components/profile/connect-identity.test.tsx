// "Connect {provider}" (docs/product/sso.md#connect): the password first, then the sign-in at the
// provider; a refused password starts nothing.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConnectIdentity } from "@/components/profile/connect-identity";
import { makeQueryClient } from "@/lib/client/query-client";
import { notify } from "@/lib/client/toast";
import { freshFetchMock, jsonResponse as json } from "@/tests/support/fetch-mock";

jest.mock("@/lib/client/toast", () => ({ notify: jest.fn(), toast: jest.fn(() => ({ id: "1", dismiss: jest.fn(), update: jest.fn() })) }));

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = freshFetchMock();
  jest.mocked(notify).mockClear();
});

const STATUS = { provider: "School ID", linked: false, hasPassword: true, confirmedUntil: null, email: null, emailVerified: false };

async function openAndSubmit(password: string) {
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <ConnectIdentity provider="School ID" callbackPath="/profile?tab=security" />
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole("button", { name: "Connect School ID" }));
  const dialog = await screen.findByRole("dialog", { name: "Connect School ID?" });
  if (password) await userEvent.type(screen.getByLabelText("Password"), password);
  await userEvent.click(screen.getByRole("button", { name: "Continue" }));
  return dialog;
}

it("sends the password, then starts the sign-in at the provider", async () => {
  fetchMock
    .mockResolvedValueOnce(json(STATUS))
    .mockResolvedValueOnce(json({ csrfToken: "tok" }))
    .mockResolvedValueOnce(json({ url: `${window.location.href.split("#")[0]}#idp` }));
  await openAndSubmit("my-password");
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
  expect(String(fetchMock.mock.calls[0][0])).toMatch(/^\/api\/users\/identity\/connect\b/);
  expect(JSON.parse(String(fetchMock.mock.calls[0][1].body))).toEqual({ password: "my-password" });
  expect(String(fetchMock.mock.calls[2][0])).toBe("/api/auth/signin/oidc");
  expect(new URLSearchParams(String(fetchMock.mock.calls[2][1].body)).get("callbackUrl")).toBe(`${window.location.origin}/profile?tab=security`);
});

it("starts nothing without a password or when the server refuses it", async () => {
  await openAndSubmit("");
  expect(notify).toHaveBeenCalledWith("error", "Error", "Please enter your password.");
  expect(fetchMock).not.toHaveBeenCalled();
  await userEvent.type(screen.getByLabelText("Password"), "wrong");
  fetchMock.mockResolvedValueOnce(json({ code: "bad_request", message: "Password is incorrect" }, 400));
  await userEvent.click(screen.getByRole("button", { name: "Continue" }));
  await waitFor(() => expect(notify).toHaveBeenCalledWith("error", "Could not connect School ID", "Password is incorrect"));
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
