import { ApiCallError } from "@/lib/client/api";
import { toastParts } from "@/components/auth/auth-feedback";
import { reportedMessage } from "@/lib/client/api";
import { AUTH_MESSAGES } from "@/lib/schemas/auth";

describe("sign-in toasts (docs/product/shell-and-sign-in.md)", () => {
  it("splits a message that carries its own title", () => {
    expect(toastParts(AUTH_MESSAGES.codeInvalid, "Registration Failed")).toEqual({
      title: "Invalid Code",
      description: "Registration code must be 8 alphanumeric digits.",
    });
  });

  it("puts any other message under the given title", () => {
    expect(toastParts(AUTH_MESSAGES.credentialsRequired, "Error")).toEqual({
      title: "Error",
      description: "Username and password are required",
    });
    expect(toastParts("Invalid username or password", "Login Failed")).toEqual({
      title: "Login Failed",
      description: "Invalid username or password",
    });
  });

  it("reads the server's message from a failed call, else nothing (the caller's fallback)", () => {
    const body = JSON.stringify({ message: "Username already taken", code: "conflict" });
    expect(reportedMessage(new ApiCallError(409, `409: ${body}`, body))).toBe("Username already taken");
    expect(reportedMessage(new ApiCallError(500, "500: oops", "oops"))).toBeUndefined();
    expect(reportedMessage(new Error("boom"))).toBeUndefined();
  });

  it("reports a connection failure as such", () => {
    const error = new ApiCallError(503, "Connection failed after multiple attempts", "", true);
    expect(reportedMessage(error)).toBe("Connection failed after multiple attempts");
  });
});
