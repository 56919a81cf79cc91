// The login and register forms (docs/product/shell-and-sign-in.md#sign-in-and-registration): the form's own checks toast under "Error" without a
// call, a valid form posts the fields plus the browser's time zone, the button shows its pending
// label, a server message is toasted, and success navigates (admins to /admin).
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LoginForm } from "@/components/auth/login-form";
import { RegisterForm } from "@/components/auth/register-form";
import { makeQueryClient } from "@/lib/client/query-client";
import { toast } from "@/lib/client/toast";
import { AUTH_MESSAGES } from "@/lib/schemas/auth";
import { freshFetchMock, jsonResponse as json } from "@/tests/support/fetch-mock";

const mockReplace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace: mockReplace }) }));
const mockDismiss = jest.fn();
jest.mock("@/lib/client/toast", () => ({ toast: jest.fn(() => ({ id: "1", dismiss: mockDismiss, update: jest.fn() })) }));
jest.mock("@/lib/client/sync/refresh", () => ({ syncAfterLogin: jest.fn() }));

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = freshFetchMock();
});

const renderForm = (form: React.ReactElement) => render(<QueryClientProvider client={makeQueryClient()}>{form}</QueryClientProvider>);
const sentBody = () => JSON.parse(fetchMock.mock.calls[0][1].body);
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe("LoginForm", () => {
  it("toasts the form's own message for blank fields, without a call", async () => {
    renderForm(<LoginForm />);
    await userEvent.click(screen.getByRole("button", { name: "Login" }));
    expect(toast).toHaveBeenCalledWith({ title: "Error", description: AUTH_MESSAGES.credentialsRequired, variant: "destructive" });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the credentials with the time zone, shows 'Logging in...' and sends an admin to /admin", async () => {
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderForm(<LoginForm />);
    await userEvent.type(screen.getByLabelText("Username"), " ann ");
    await userEvent.type(screen.getByLabelText("Password"), "secret1");
    await userEvent.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByRole("button", { name: /Logging in\.\.\./ })).toBeDisabled();
    expect(String(fetchMock.mock.calls[0][0])).toMatch(/^\/api\/login/);
    expect(sentBody()).toEqual({ username: "ann", password: "secret1", timeZone: zone });
    answer(json({ id: 1, isAdmin: true, username: "ann" }));
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith("/admin"));
  });

  it("toasts the server's message under Login Failed", async () => {
    fetchMock.mockResolvedValue(json({ message: AUTH_MESSAGES.invalidCredentials, code: "unauthorized" }, 401));
    renderForm(<LoginForm />);
    await userEvent.type(screen.getByLabelText("Username"), "ann");
    await userEvent.type(screen.getByLabelText("Password"), "wrong1");
    await userEvent.click(screen.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: "Login Failed", description: AUTH_MESSAGES.invalidCredentials, variant: "destructive" }));
    expect(screen.getByRole("button", { name: "Login" })).toBeEnabled();
  });
});

describe("RegisterForm", () => {
  it("labels its fields under the id prefix and ties the code hint to its input", () => {
    renderForm(<RegisterForm idPrefix="tab" />);
    const code = screen.getByLabelText("Registration Code");
    expect(code).toHaveAttribute("id", "tab-code");
    expect(code).toHaveAccessibleDescription("Enter an 8-digit alphanumeric code");
    expect(screen.getByLabelText("Username")).toHaveAttribute("id", "tab-username");
  });

  it("checks the rules in the form's order before any call", async () => {
    renderForm(<RegisterForm />);
    await userEvent.type(screen.getByLabelText("Username"), "ann");
    await userEvent.type(screen.getByLabelText("Password"), "secret1");
    await userEvent.click(screen.getByRole("button", { name: "Register" }));
    expect(toast).toHaveBeenLastCalledWith({ title: "Error", description: AUTH_MESSAGES.codeRequired, variant: "destructive" });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ["ab", "secret1", AUTH_MESSAGES.usernameFormat],
    ["ann!", "secret1", AUTH_MESSAGES.usernameFormat],
    ["ann", "123", AUTH_MESSAGES.passwordLength],
  ])("toasts the server's rule for %s / %s under Registration Failed, not Error", async (username, password, message) => {
    renderForm(<RegisterForm />);
    await userEvent.type(screen.getByLabelText("Username"), username);
    await userEvent.type(screen.getByLabelText("Password"), password);
    await userEvent.type(screen.getByLabelText("Registration Code"), "1ABCDEF1");
    await userEvent.click(screen.getByRole("button", { name: "Register" }));
    expect(toast).toHaveBeenLastCalledWith({ title: "Registration Failed", description: message, variant: "destructive" });
  });

  it("posts the fields, shows 'Creating Account...', toasts a titled server message, and lands on /dashboard", async () => {
    fetchMock.mockResolvedValueOnce(json({ message: AUTH_MESSAGES.codeInvalid, code: "bad_request" }, 400));
    renderForm(<RegisterForm />);
    await userEvent.type(screen.getByLabelText("Username"), "ann");
    await userEvent.type(screen.getByLabelText("Password"), "secret1");
    await userEvent.type(screen.getByLabelText("Registration Code"), "SOMECODE");
    await userEvent.click(screen.getByRole("button", { name: "Register" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: "Invalid Code", description: "Registration code must be 8 alphanumeric digits.", variant: "destructive" }));
    expect(sentBody()).toEqual({ username: "ann", password: "secret1", registrationCode: "SOMECODE", timeZone: zone });

    fetchMock.mockResolvedValueOnce(json({ id: 2 }, 201));
    mockDismiss.mockClear();
    await userEvent.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByRole("button", { name: /Creating Account\.\.\./ })).toBeDisabled();
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith("/dashboard"));
    // The success closed the 'Invalid Code' toast (docs/decisions.md "Toast titles of sign-in messages").
    expect(mockDismiss).toHaveBeenCalled();
  });
});
