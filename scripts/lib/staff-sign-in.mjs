// Benchmarks sign in as the owner or a coach, who must have two-factor sign-in on before the admin
// API answers (docs/decisions.md "Two-factor and single sign-on"). A fresh account is signed in with
// its password and then enrolled through the API, as a person would with an authenticator app
// (otpauth computes the code): the confirmation's fresh cookie is the one returned.
import { Secret, TOTP } from "otpauth";

const cookieOf = (res) => (res.headers.get("set-cookie") ?? "").split(";")[0];

/** POST /api/login, then two-factor setup and confirmation; returns the session cookie ("name=value"). */
export async function signInStaff(base, who) {
  const headers = { "content-type": "application/json", origin: base };
  const login = await fetch(`${base}/api/login`, { method: "POST", headers, body: JSON.stringify({ ...who, timeZone: "UTC" }) });
  if (!login.ok) throw new Error(`login of ${who.username} failed: ${login.status} ${await login.text()}`);
  const body = await login.json();
  if (body.secondFactor) throw new Error(`${who.username} already has two-factor sign-in on: use a fresh database`);
  const cookie = cookieOf(login);
  const setup = await fetch(`${base}/api/users/two-factor/setup`, { method: "POST", headers: { ...headers, cookie } });
  if (!setup.ok) throw new Error(`two-factor setup of ${who.username}: ${setup.status} ${await setup.text()}`);
  const { secret } = await setup.json();
  const code = new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate();
  const confirm = await fetch(`${base}/api/users/two-factor/confirm`, { method: "POST", headers: { ...headers, cookie }, body: JSON.stringify({ code }) });
  if (!confirm.ok) throw new Error(`two-factor confirmation of ${who.username}: ${confirm.status} ${await confirm.text()}`);
  return cookieOf(confirm);
}
