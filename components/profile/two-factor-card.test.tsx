// Profile > Security's two-factor card (docs/product/profile.md#two-factor-sign-in): the admin's
// "required" notice, the setup (QR code, secret, the confirming code) and the recovery codes shown
// once, then the "on" state with the codes left.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TwoFactorCard } from "@/components/profile/two-factor-card";
import { makeQueryClient } from "@/lib/client/query-client";
import { freshFetchMock, jsonResponse as json } from "@/tests/support/fetch-mock";

jest.setTimeout(30_000);
jest.mock("@/lib/client/toast", () => ({ toast: jest.fn(() => ({ id: "1", dismiss: jest.fn(), update: jest.fn() })) }));

const CODES = Array.from({ length: 10 }, (_, i) => `ABCDE-FGH${String(i).padStart(2, "0")}`);
let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = freshFetchMock();
});

const renderCard = () => render(<QueryClientProvider client={makeQueryClient()}><TwoFactorCard username="ada" /></QueryClientProvider>);
const path = (call: unknown[]) => String(call[0]).split("?")[0];

it("tells an admin it is required, sets up with the QR code and secret, and shows the recovery codes once", async () => {
  let enabled = false;
  fetchMock.mockImplementation(async (url: string) => {
    const p = url.split("?")[0];
    if (p === "/api/users/two-factor") return json({ enabled, required: true, recoveryCodesLeft: enabled ? 10 : 0 });
    if (p === "/api/users/two-factor/setup") return json({ secret: "JBSWY3DPEHPK3PXP", uri: "otpauth://totp/Reach:ada?secret=JBSWY3DPEHPK3PXP", qr: "data:image/svg+xml;base64,PHN2Zy8+" });
    if (p === "/api/users/two-factor/confirm") {
      enabled = true;
      return json({ recoveryCodes: CODES });
    }
    throw new Error(`unexpected ${url}`);
  });
  renderCard();
  expect(await screen.findByRole("alert")).toHaveTextContent("Your role needs two-factor sign-in: set it up to open the admin panel.");
  await userEvent.click(screen.getByRole("button", { name: "Set up two-factor sign-in" }));
  expect(await screen.findByRole("img", { name: "QR code for your authenticator app" })).toHaveAttribute("src", "data:image/svg+xml;base64,PHN2Zy8+");
  expect(screen.getByTestId("two-factor-secret")).toHaveTextContent("JBSWY3DPEHPK3PXP");
  await userEvent.type(screen.getByLabelText("Code from the app"), "123456");
  await userEvent.click(screen.getByRole("button", { name: "Turn on" }));
  const list = await screen.findByRole("list", { name: "Recovery codes" });
  expect(list.querySelectorAll("li")).toHaveLength(10);
  const confirm = fetchMock.mock.calls.find((c) => path(c) === "/api/users/two-factor/confirm")!;
  expect(JSON.parse(confirm[1].body)).toEqual({ code: "123456" });
  await userEvent.click(screen.getByRole("button", { name: "I have saved my codes" }));
  await waitFor(() => expect(screen.getByTestId("recovery-codes-left")).toHaveTextContent("10 recovery codes left."));
  expect(screen.queryByRole("list", { name: "Recovery codes" })).toBeNull();
});

it("turns off with the password and a code, sent as typed", async () => {
  fetchMock.mockImplementation(async (url: string) => {
    const p = url.split("?")[0];
    if (p === "/api/users/two-factor") return json({ enabled: true, required: false, recoveryCodesLeft: 7 });
    if (p === "/api/users/two-factor/disable") return json({ success: true });
    throw new Error(`unexpected ${url}`);
  });
  renderCard();
  expect(await screen.findByTestId("recovery-codes-left")).toHaveTextContent("7 recovery codes left.");
  await userEvent.type(screen.getByLabelText("Password"), "pw-123456");
  await userEvent.type(screen.getByLabelText("Code or recovery code"), "abcde-fgh23");
  await userEvent.click(screen.getByRole("button", { name: "Turn off two-factor sign-in" }));
  await waitFor(() => expect(fetchMock.mock.calls.some((c) => path(c) === "/api/users/two-factor/disable")).toBe(true));
  const call = fetchMock.mock.calls.find((c) => path(c) === "/api/users/two-factor/disable")!;
  expect(JSON.parse(call[1].body)).toEqual({ password: "pw-123456", code: "abcde-fgh23" });
});

it("turns off with a code only for a member who signs in only with the identity provider", async () => {
  fetchMock.mockImplementation(async (url: string) => {
    const p = url.split("?")[0];
    if (p === "/api/users/two-factor") return json({ enabled: true, required: false, recoveryCodesLeft: 7 });
    if (p === "/api/users/identity") return json({ provider: "School ID", linked: true, hasPassword: false, confirmedUntil: null, email: null, emailVerified: false });
    if (p === "/api/users/two-factor/disable") return json({ success: true });
    throw new Error(`unexpected ${url}`);
  });
  renderCard();
  expect(await screen.findByTestId("recovery-codes-left")).toHaveTextContent("7 recovery codes left.");
  await waitFor(() => expect(screen.queryByLabelText("Password")).toBeNull());
  await userEvent.type(screen.getByLabelText("Code or recovery code"), "123456");
  await userEvent.click(screen.getByRole("button", { name: "Turn off two-factor sign-in" }));
  await waitFor(() => expect(fetchMock.mock.calls.some((c) => path(c) === "/api/users/two-factor/disable")).toBe(true));
  const call = fetchMock.mock.calls.find((c) => path(c) === "/api/users/two-factor/disable")!;
  expect(JSON.parse(call[1].body)).toEqual({ code: "123456" });
});
