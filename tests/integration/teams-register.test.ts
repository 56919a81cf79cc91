// Registration with invite codes and its throttle (docs/decisions.md "Teams and roles"): only an
// issued, live code registers, into its team; unknown, expired, used-up and revoked codes and
// codes of archived teams get the seed's "Invalid Code"; a refused registration takes no use;
// at most 10 registrations an hour per client address, then 429 with Retry-After, and a client
// cannot choose its address to block another one.
import { GET as codeGET } from "@/app/api/register/code/route";
import { applyPeerAddress } from "@/lib/api/client-address.mjs";
import { db } from "@/lib/db";
import { AUTH_MESSAGES } from "@/lib/schemas/auth";
import { call } from "@/tests/support/api";
import { register, someIp } from "./auth-helpers";

const fromPeer = (peer: string, sent: Record<string, string> = {}, hops = 0) => applyPeerAddress({ ...sent }, peer, hops) as Record<string, string>;
const DAY = 86_400_000;
let n = 0;
const fresh = () => `teamreg_${++n}`;

async function team(name: string, archived = false) {
  return db.team.create({ data: { name, nameKey: name.toLowerCase(), archivedAt: archived ? new Date() : null } });
}

describe("invite codes", () => {
  it("the member joins the code's team and the account records the code; each registration takes one use", async () => {
    const u15 = await team("U15");
    const code = await db.inviteCode.create({ data: { code: "1U15AAA1", teamId: u15.id, maxUses: 5 } });
    const res = await register({ username: fresh(), password: "secret1", registrationCode: "1U15AAA1" });
    expect(res.status).toBe(201);
    const row = await db.user.findUniqueOrThrow({ where: { id: res.json.id } });
    expect({ teamId: row.teamId, inviteCodeId: row.inviteCodeId }).toEqual({ teamId: u15.id, inviteCodeId: code.id });
    expect((await db.inviteCode.findUniqueOrThrow({ where: { id: code.id } })).uses).toBe(1);
  });

  it("DEMO2026 is a code of the default team", async () => {
    const res = await register({ username: fresh(), password: "secret1" });
    expect((await db.user.findUniqueOrThrow({ where: { id: res.json.id } })).teamId).toBe(1);
  });

  it("unknown, expired, used-up, revoked and archived-team codes: the seed's Invalid Code, nothing written", async () => {
    const archived = await team("Old squad", true);
    await db.inviteCode.createMany({
      data: [
        { code: "1EXPIRD1", teamId: 1, expiresAt: new Date(Date.now() - DAY) },
        { code: "1USEDUP1", teamId: 1, maxUses: 2, uses: 2 },
        { code: "1REVOKE1", teamId: 1, revokedAt: new Date() },
        { code: "1ARCHIV1", teamId: archived.id },
      ],
    });
    const users = await db.user.count();
    for (const registrationCode of ["1NOBODY1", "1EXPIRD1", "1USEDUP1", "1REVOKE1", "1ARCHIV1"]) {
      const res = await register({ username: fresh(), password: "secret1", registrationCode });
      expect({ code: registrationCode, status: res.status, message: res.json.message }).toEqual({ code: registrationCode, status: 400, message: AUTH_MESSAGES.codeInvalid });
    }
    expect(await db.user.count()).toBe(users);
    expect((await db.inviteCode.findUniqueOrThrow({ where: { code: "1USEDUP1" } })).uses).toBe(2);
  });

  it("the last use goes to one of two racing sign-ups; a taken username gives the use back", async () => {
    await db.inviteCode.create({ data: { code: "1LASTON1", teamId: 1, maxUses: 1 } });
    const results = await Promise.all([0, 1].map(() => register({ username: fresh(), password: "secret1", registrationCode: "1LASTON1" })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    await db.inviteCode.create({ data: { code: "1TAKEN01", teamId: 1, maxUses: 1 } });
    const name = fresh();
    await register({ username: name, password: "secret1" });
    // The name is taken (case-insensitively): refused before the code is used.
    expect((await register({ username: name.toUpperCase(), password: "secret1", registrationCode: "1TAKEN01" })).status).toBe(409);
    expect((await db.inviteCode.findUniqueOrThrow({ where: { code: "1TAKEN01" } })).uses).toBe(0);
  });

  it("GET /api/register/code names the team of a live code only", async () => {
    const squad = await team("Study group 3");
    await db.inviteCode.create({ data: { code: "1STUDY31", teamId: squad.id } });
    await db.inviteCode.create({ data: { code: "1STUDY41", teamId: squad.id, revokedAt: new Date() } });
    const look = (code: string) => call(codeGET, { method: "GET", path: `/api/register/code?code=${encodeURIComponent(code)}`, headers: { "x-forwarded-for": someIp() } });
    expect((await look("1STUDY31")).json).toEqual({ team: "Study group 3" });
    expect((await look("1STUDY41")).json).toEqual({ team: null });
    expect((await look("DEMO2026")).json).toEqual({ team: "Default team" });
    const bad = await look("1abc-ef1");
    expect({ status: bad.status, message: bad.json.message }).toEqual({ status: 400, message: AUTH_MESSAGES.codeInvalid });
  });
});

describe("registration throttle", () => {
  it("10 registrations an hour from one address, the 11th is 429 with Retry-After; a forged X-Forwarded-For does not change the address", async () => {
    const peer = "198.51.100.44";
    const statuses: number[] = [];
    let last;
    for (let i = 1; i <= 12; i++) {
      last = await register({ username: `flood_${i}`, password: "secret1" }, { headers: fromPeer(peer, { "x-forwarded-for": `203.0.113.${i}` }) });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
    expect(last!.json).toEqual({ message: AUTH_MESSAGES.tooManyRegistrations, code: "rate_limited" });
    const retry = Number(last!.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(3500);
    expect(retry).toBeLessThanOrEqual(3600);
    expect(await db.user.count({ where: { username: { startsWith: "flood_" } } })).toBe(10);
  });

  it("a stranger naming another address (left of the trusted proxy's entry) cannot block it", async () => {
    const victim = "192.0.2.77";
    const stranger = "198.51.100.45";
    // Behind one proxy: the app reads the entry the proxy appended, never the client's own.
    process.env.TRUST_PROXY_HOPS = "1";
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 12; i++) {
        const r = await register({ username: `strange_${i}`, password: "secret1" }, { headers: fromPeer("10.0.0.1", { "x-forwarded-for": `${victim}, ${stranger}` }, 1) });
        statuses.push(r.status);
      }
      expect(statuses.slice(-2)).toEqual([429, 429]);
      const res = await register({ username: "victim_ok", password: "secret1" }, { headers: fromPeer("10.0.0.1", { "x-forwarded-for": victim }, 1) });
      expect(res.status).toBe(201);
    } finally {
      delete process.env.TRUST_PROXY_HOPS;
    }
  });
});
