// Sign-in and registration rules (docs/product/shell-and-sign-in.md#sign-in-and-registration), shared by the
// login/register forms and the API so both check the same things with the same words.
import { z } from "zod";
import { LIMITS } from "@/lib/constants";

export const AUTH_MESSAGES = {
  credentialsRequired: "Username and password are required",
  codeRequired: "Registration code is required",
  codeInvalid: "Invalid Code: Registration code must be 8 alphanumeric digits.",
  usernameFormat: `Username must be ${LIMITS.usernameMin} to ${LIMITS.usernameMax} characters: letters, digits, _ . or -`,
  passwordLength: `Password must be ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters long`,
  invalidCredentials: "Invalid username or password",
  usernameTaken: "Username already taken",
  tooManyAttempts: "Too many failed login attempts. Try again later.",
  registerFailed: "Could not create account",
  tooManyRegistrations: "Too many registrations from this address. Try again later.",
} as const;

/** `1` + six letters or digits + `1`. The demo code (env DEMO_REGISTRATION_CODE) is also accepted. */
export const REGISTRATION_CODE_PATTERN = /^1[A-Za-z0-9]{6}1$/;

export const USERNAME_PATTERN = new RegExp(`^[A-Za-z0-9_.-]{${LIMITS.usernameMin},${LIMITS.usernameMax}}$`);

/**
 * The server passes the demo code; the browser does not know it (it would leak the code), so
 * the form leaves codes that miss the pattern to the server, whose message it shows.
 */
export function isValidRegistrationCode(code: string, demoCode: string | null): boolean {
  const trimmed = code.trim();
  if (demoCode !== null && trimmed === demoCode) return true;
  return REGISTRATION_CODE_PATTERN.test(trimmed);
}

export const isValidUsername = (username: string) => USERNAME_PATTERN.test(username);
export const isValidPasswordLength = (password: string) =>
  password.length >= LIMITS.passwordMin && password.length <= LIMITS.passwordMax;

/** The first issue's message, for a form toast or the API's error body (every rule here names itself). */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid request";
}

/**
 * The form's own checks, toasted under "Error"; every other rule is the server's (its message goes
 * under "Registration Failed", the browser only repeats it early: docs/decisions.md "Member-facing fixes").
 */
export const isFormCheckMessage = (message: string) =>
  message === AUTH_MESSAGES.credentialsRequired || message === AUTH_MESSAGES.codeRequired;

const text = (message: string) => z.string({ error: message });
const blank = (value: string) => value.trim().length === 0;
/** The browser's IANA zone; an unknown zone is stored as UTC (lib/domain/day normaliseTimeZone). */
const browserTimeZone = z
  .string({ error: "timeZone must be a string" })
  .max(LIMITS.timeZone, `timeZone must be at most ${LIMITS.timeZone} characters`)
  .optional();

export const loginSchema = z
  .object({
    // Longer names or passwords cannot match any account (usernames 32, passwords 128).
    username: text(AUTH_MESSAGES.credentialsRequired).max(200, AUTH_MESSAGES.invalidCredentials),
    password: text(AUTH_MESSAGES.credentialsRequired).max(1024, AUTH_MESSAGES.invalidCredentials),
    timeZone: browserTimeZone,
  })
  .strict()
  .superRefine((value, ctx) => {
    if (blank(value.username) || blank(value.password)) {
      ctx.addIssue({ code: "custom", path: [blank(value.username) ? "username" : "password"], message: AUTH_MESSAGES.credentialsRequired });
    }
  })
  .transform((value) => ({ ...value, username: value.username.trim() }));


/** Registration rules in the order the form reports them; `demoCode` null = browser (see above). */
export function makeRegisterSchema(demoCode: string | null) {
  return z
    .object({
      username: text(AUTH_MESSAGES.credentialsRequired),
      password: text(AUTH_MESSAGES.credentialsRequired),
      registrationCode: text(AUTH_MESSAGES.codeRequired),
      timeZone: browserTimeZone,
    })
    .strict()
    .superRefine((value, ctx) => {
      const fail = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
      if (blank(value.username) || blank(value.password)) {
        return fail(blank(value.username) ? "username" : "password", AUTH_MESSAGES.credentialsRequired);
      }
      if (blank(value.registrationCode)) return fail("registrationCode", AUTH_MESSAGES.codeRequired);
      if (demoCode !== null && !isValidRegistrationCode(value.registrationCode, demoCode)) {
        return fail("registrationCode", AUTH_MESSAGES.codeInvalid);
      }
      if (!isValidUsername(value.username.trim())) fail("username", AUTH_MESSAGES.usernameFormat);
      if (!isValidPasswordLength(value.password)) fail("password", AUTH_MESSAGES.passwordLength);
    })
    .transform((value) => ({ ...value, username: value.username.trim(), registrationCode: value.registrationCode.trim() }));
}

/** The form's checks (everything except whether a non-pattern code is the demo code). */
export const registerSchema = makeRegisterSchema(null);

export type RegisterInput = z.infer<typeof registerSchema>;

/** The sign-in's second step (its schema lives with the other two-factor rules). */
export { secondFactorSchema } from "@/lib/schemas/two-factor";

/**
 * POST /api/register/identity (docs/product/sso.md): a new person's registration step after the
 * identity provider: a username and an invite code, no password. `demoCode` as above.
 */
export function makeIdentityRegisterSchema(demoCode: string | null) {
  return z
    .object({ username: text(AUTH_MESSAGES.credentialsRequired), registrationCode: text(AUTH_MESSAGES.codeRequired), timeZone: browserTimeZone })
    .strict()
    .superRefine((value, ctx) => {
      const fail = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
      if (blank(value.username)) return fail("username", AUTH_MESSAGES.credentialsRequired);
      if (blank(value.registrationCode)) return fail("registrationCode", AUTH_MESSAGES.codeRequired);
      if (demoCode !== null && !isValidRegistrationCode(value.registrationCode, demoCode)) return fail("registrationCode", AUTH_MESSAGES.codeInvalid);
      if (!isValidUsername(value.username.trim())) fail("username", AUTH_MESSAGES.usernameFormat);
    })
    .transform((value) => ({ ...value, username: value.username.trim(), registrationCode: value.registrationCode.trim() }));
}

export const identityRegisterSchema = makeIdentityRegisterSchema(null);
