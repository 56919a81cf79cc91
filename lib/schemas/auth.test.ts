import { AUTH_MESSAGES, firstMessage, isValidRegistrationCode, loginSchema, makeRegisterSchema, registerSchema } from "@/lib/schemas/auth";

const messageOf = (result: { success: boolean; error?: Parameters<typeof firstMessage>[0] }) =>
  result.success ? null : firstMessage(result.error!);

describe("registration code", () => {
  it("accepts 1 + six letters or digits + 1, or the demo code", () => {
    expect(isValidRegistrationCode("1aB3dE51", null)).toBe(true);
    expect(isValidRegistrationCode(" 10000001 ", null)).toBe(true);
    expect(isValidRegistrationCode("DEMO2026", "DEMO2026")).toBe(true);
    for (const code of ["DEMO2026", "1aB3dE5", "1aB3dE512", "2aB3dE51", "1aB3dE52", "1aB-dE51", "1aB3dé51"]) {
      expect(isValidRegistrationCode(code, null)).toBe(false);
    }
    expect(isValidRegistrationCode("demo2026", "DEMO2026")).toBe(false);
  });
});

describe("registerSchema (the form's copy)", () => {
  const valid = { username: "new.member", password: "secret1", registrationCode: "1abcdef1" };

  it("reports the rules in the form's order", () => {
    expect(messageOf(registerSchema.safeParse({ ...valid, username: " ", registrationCode: "" }))).toBe(AUTH_MESSAGES.credentialsRequired);
    expect(messageOf(registerSchema.safeParse({ ...valid, username: "x", registrationCode: "" }))).toBe(AUTH_MESSAGES.codeRequired);
    expect(messageOf(registerSchema.safeParse({ ...valid, username: "x!" }))).toBe(AUTH_MESSAGES.usernameFormat);
    expect(messageOf(registerSchema.safeParse({ ...valid, password: "12345" }))).toBe(AUTH_MESSAGES.passwordLength);
  });

  it("leaves non-pattern codes to the server, which knows the demo code", () => {
    expect(registerSchema.safeParse({ ...valid, registrationCode: "SOMECODE" }).success).toBe(true);
    const server = makeRegisterSchema("DEMO2026");
    expect(messageOf(server.safeParse({ ...valid, registrationCode: "SOMECODE" }))).toBe(AUTH_MESSAGES.codeInvalid);
    expect(server.safeParse({ ...valid, registrationCode: "DEMO2026" }).success).toBe(true);
  });

  it("trims the username and the code, never the password", () => {
    expect(registerSchema.parse({ ...valid, username: " new.member ", password: " secret1 ", registrationCode: " 1abcdef1 " })).toEqual({
      username: "new.member",
      password: " secret1 ",
      registrationCode: "1abcdef1",
    });
  });
});

describe("loginSchema", () => {
  it("needs both fields non-blank", () => {
    expect(messageOf(loginSchema.safeParse({ username: "a", password: "  " }))).toBe(AUTH_MESSAGES.credentialsRequired);
    expect(messageOf(loginSchema.safeParse({ password: "x" }))).toBe(AUTH_MESSAGES.credentialsRequired);
    expect(loginSchema.parse({ username: " a ", password: "x", timeZone: "UTC" })).toEqual({ username: "a", password: "x", timeZone: "UTC" });
  });

  it("refuses a time zone longer than the column (64), as the domain's zone check does", () => {
    expect(loginSchema.safeParse({ username: "a", password: "x", timeZone: "Z".repeat(64) }).success).toBe(true);
    expect(messageOf(loginSchema.safeParse({ username: "a", password: "x", timeZone: "Z".repeat(65) }))).toBe("timeZone must be at most 64 characters");
  });

  it("refuses unknown fields", () => {
    expect(messageOf(loginSchema.safeParse({ username: "a", password: "x", remember: true }))).toContain("remember");
  });
});
