// A fresh member for each engine's run, made through the real API the way the browser calls it
// (same Origin): registered in UTC with a SMART goal the dashboard's first HTML must already hold.
// The e2e server's invite code (scripts/e2e-server.mjs SEED_INVITE_CODES; docs/decisions.md "Teams and roles").
export const REGISTRATION_CODE = "1E2E0AB1";
export const PASSWORD = "smoke-pass-22"; // short: WebKitWebDriver types ~6 keys a second on a busy machine

async function post(base, path, body, cookie) {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${(await res.text()).slice(0, 200)}`);
  return res;
}

/** Registers `<engine>_<time>` and gives them SMART goal 1 (a title on two lines); returns what the steps check against. */
export async function freshMember(base, engine) {
  const username = `${engine}_${Date.now().toString(36)}`.slice(0, 32);
  const res = await post(base, "/api/register", { username, password: PASSWORD, registrationCode: REGISTRATION_CODE, timeZone: "UTC" });
  const cookie = res.headers.get("set-cookie")?.split(";")[0];
  // Long enough to wrap at 1280 px: its field must grow to show all of it.
  const goal = `Run 5 km without stopping, three mornings a week, before the spring race on the river path, and log each run with its time (${engine})`;
  await post(base, "/api/goals", { type: "smart1", title: goal }, cookie);
  return { username, password: PASSWORD, goal, note: "Walk after lunch", task: "Write report", offlineTask: "Stretch", cookie };
}
