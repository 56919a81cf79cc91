// Two-factor sign-in for e2e specs (docs/decisions.md "Two-factor and single sign-on"): enroll a
// signed-in request context through the API, make a fresh admin (admins need two-factor on for
// /admin), and compute codes as an authenticator app would, never one the server already took.
import { expect, type APIRequestContext } from "@playwright/test";
import { stepOf, totpCode } from "../../tests/support/totp";
import { apiRegister } from "./fixtures";
import { sql } from "./members";

export type Enrolled = { username: string; password: string; secret: string; recoveryCodes: string[]; lastStep: number };

/** Turns two-factor on for the member `request` is signed in as (its cookie is renewed by the confirmation). */
export async function enrollTwoFactor(request: APIRequestContext, baseURL: string, creds: { username: string; password: string }): Promise<Enrolled> {
  const setup = await request.post("/api/users/two-factor/setup", { headers: { Origin: baseURL } });
  expect(setup.status(), "start two-factor setup").toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const lastStep = stepOf();
  const confirm = await request.post("/api/users/two-factor/confirm", { data: { code: totpCode(secret, 0, lastStep * 30_000) }, headers: { Origin: baseURL } });
  expect(confirm.status(), "confirm two-factor setup").toBe(200);
  const { recoveryCodes } = (await confirm.json()) as { recoveryCodes: string[] };
  return { ...creds, secret, recoveryCodes, lastStep };
}

/**
 * A new admin, signed in on `request` with two-factor on (register, made an admin in the database
 * as the seed would, then enrolled through the API). Each spec's admins are its own, so their
 * codes never meet another worker's.
 */
export async function freshAdmin(request: APIRequestContext, baseURL: string, prefix = "admin"): Promise<Enrolled> {
  const creds = await apiRegister(request, baseURL, prefix);
  await sql(`UPDATE "User" SET "isAdmin" = true WHERE "usernameKey" = lower($1)`, [creds.username]);
  return enrollTwoFactor(request, baseURL, creds);
}

/**
 * The next code the server will take for `member`: of the step after the last one used, and no
 * earlier than a step before now (the server's window); waits when that step is more than one
 * ahead of the clock. Records the step as used.
 */
export async function nextCode(member: Enrolled): Promise<string> {
  const step = Math.max(member.lastStep + 1, stepOf() - 1);
  const wait = (step - 1) * 30_000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 200));
  member.lastStep = step;
  return totpCode(member.secret, 0, step * 30_000);
}

/** Signs `request` in with the password, then the next code (POST /api/login, then /api/login/two-factor). */
export async function apiSignInWithCode(request: APIRequestContext, baseURL: string, member: Enrolled): Promise<void> {
  const first = await request.post("/api/login", { data: { username: member.username, password: member.password, timeZone: "UTC" }, headers: { Origin: baseURL } });
  expect(await first.json()).toEqual({ secondFactor: true });
  const second = await request.post("/api/login/two-factor", { data: { code: await nextCode(member) }, headers: { Origin: baseURL } });
  expect(second.status(), `second step for ${member.username}`).toBe(200);
}
