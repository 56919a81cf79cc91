// Login throttling against the production build behind server/server.mjs (docs/decisions.md "Three counters per password check"): a forged
// X-Forwarded-For / X-Real-IP never chooses the counter; the socket peer (loopback here) does.
// The counters this spec adds are removed afterwards, so the run's other sign-ins are unaffected.
import { apiRegister, expect, test } from "./support/fixtures";
import { sql } from "./support/members";

test("forged client addresses are ignored: the pair of this member and the real peer locks at 5", async ({ request, baseURL }) => {
  const { username, password } = await apiRegister(request, baseURL!, "thr");
  const name = username.toLowerCase();
  const statuses: number[] = [];
  let peer = "";
  try {
    for (let i = 1; i <= 6; i++) {
      const res = await request.post("/api/login", {
        data: { username, password: `wrong-${i}` },
        headers: { Origin: baseURL!, "X-Forwarded-For": `203.0.113.${i}`, "X-Real-IP": `192.0.2.${i}` },
      });
      statuses.push(res.status());
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

    const rows = await sql<{ key: string; failures: number }>(
      `SELECT "key", "failures" FROM "LoginThrottle" WHERE "key" LIKE 'ip:203.0.113.%' OR "key" LIKE 'ip:192.0.2.%' OR "key" LIKE $1`,
      [`p:${name}|%`],
    );
    // One pair, under the loopback peer the server saw, and no counter for any forged address.
    expect(rows).toHaveLength(1);
    expect(rows[0].key).toMatch(new RegExp(`^p:${name}\\|(127\\.0\\.0\\.1|::1)$`));
    expect(rows[0].failures).toBe(5);
    peer = rows[0].key.slice(`p:${name}|`.length);
    // The right password from this address waits too; the message is the spec's.
    const held = await request.post("/api/login", { data: { username, password }, headers: { Origin: baseURL!, "X-Forwarded-For": "198.51.100.1" } });
    expect(held.status()).toBe(429);
    expect(await held.json()).toEqual({ message: "Too many failed login attempts. Try again later.", code: "rate_limited" });
    expect(Number(held.headers()["retry-after"])).toBeGreaterThan(800);
  } finally {
    await sql(`DELETE FROM "LoginThrottle" WHERE "key" = $1 OR "key" LIKE $2`, [`u:${name}`, `p:${name}|%`]);
    if (peer) await sql(`UPDATE "LoginThrottle" SET "failures" = greatest(0, "failures" - 5) WHERE "key" = $1`, [`ip:${peer}`]);
  }
});
