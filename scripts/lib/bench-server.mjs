// Shared by npm run bench and npm run perf: wait for the server, sign the demo member in.

export async function waitForServer(base) {
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`server at ${base} did not start`);
}

/** POST /api/login as the seeded demo member; returns the session cookie ("name=value"). */
export async function login(base) {
  const res = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ username: "demo", password: "reach-demo-2026", timeZone: "UTC" }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return res.headers.get("set-cookie").split(";")[0];
}
