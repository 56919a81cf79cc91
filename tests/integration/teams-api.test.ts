// The owner's teams, coaches and codes, and a member's own team (docs/decisions.md "Teams and
// roles"): names unique among live teams in any case, empty / over 80 / taken names a 400 with a
// message, archive and restore (never the default team), coaches appointed and removed, codes
// issued in the seed's format with expiry and uses, listed with who used them, revoked; moves
// to an unknown or archived team a 400; every refusal leaves nothing written.
import { POST as registerPOST } from "@/app/api/register/route";
import { PATCH as userPATCH } from "@/app/api/admin/users/[id]/route";
import { GET as teamsGET, POST as teamsPOST } from "@/app/api/admin/teams/route";
import { PATCH as teamPATCH } from "@/app/api/admin/teams/[id]/route";
import { POST as coachPOST } from "@/app/api/admin/teams/[id]/coaches/route";
import { DELETE as coachDELETE } from "@/app/api/admin/teams/[id]/coaches/[userId]/route";
import { GET as codesGET, POST as codesPOST } from "@/app/api/admin/teams/[id]/codes/route";
import { DELETE as codeDELETE } from "@/app/api/admin/teams/[id]/codes/[codeId]/route";
import { GET as myTeamGET } from "@/app/api/user/team/route";
import { db } from "@/lib/db";
import { AUTH_MESSAGES, REGISTRATION_CODE_PATTERN } from "@/lib/schemas/auth";
import { TEAM_MESSAGES } from "@/lib/schemas/teams";
import { call, createMember } from "@/tests/support/api";
import { someIp } from "./auth-helpers";

let owner: Awaited<ReturnType<typeof createMember>>;
beforeAll(async () => {
  owner = await createMember({ isAdmin: true, username: "teams_owner" });
});
const asOwner = (route: Parameters<typeof call>[0], opts: Parameters<typeof call>[1] = {}) => call(route, { ...opts, cookie: owner.cookie });
const create = (body: unknown) => asOwner(teamsPOST, { body });

describe("teams", () => {
  it("creates a team (201), lists it with members count and coaches; the default team is there", async () => {
    const res = await create({ name: "  U15 squad ", description: "Tuesdays" });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ name: "U15 squad", description: "Tuesdays", archivedAt: null, members: 0, coaches: [] });
    const { teams } = (await asOwner(teamsGET)).json;
    expect(teams.map((t: { name: string }) => t.name)).toEqual(expect.arrayContaining(["Default team", "U15 squad"]));
    expect(teams.find((t: { id: number }) => t.id === 1).members).toBeGreaterThanOrEqual(1);
  });

  it("refuses an empty, an over-80 and a taken name (any case) with a 400 and a message, writing nothing", async () => {
    await create({ name: "Study group" });
    const count = await db.team.count();
    for (const [name, message] of [
      ["", TEAM_MESSAGES.nameRequired],
      ["   ", TEAM_MESSAGES.nameRequired],
      ["x".repeat(81), TEAM_MESSAGES.nameTooLong],
      ["STUDY GROUP", TEAM_MESSAGES.nameTaken],
    ]) {
      const res = await create({ name });
      expect({ status: res.status, message: res.json.message }).toEqual({ status: 400, message });
    }
    expect((await create({ name: "x".repeat(80) })).status).toBe(201);
    expect(await db.team.count()).toBe(count + 1);
    const team = (await db.team.findFirstOrThrow({ where: { name: "Study group" } })).id;
    const rename = await asOwner(teamPATCH, { method: "PATCH", params: { id: String(team) }, body: { name: "u15 SQUAD" } });
    expect({ status: rename.status, message: rename.json.message }).toEqual({ status: 400, message: TEAM_MESSAGES.nameTaken });
    expect((await asOwner(teamPATCH, { method: "PATCH", params: { id: String(team) }, body: {} })).status).toBe(400);
  });

  it("archives (the name is free again, codes stop working), restores, and never archives the default team", async () => {
    const team = (await create({ name: "Old squad" })).json.id;
    await db.inviteCode.create({ data: { code: "1OLDSQ01", teamId: team } });
    const archived = await asOwner(teamPATCH, { method: "PATCH", params: { id: String(team) }, body: { archived: true } });
    expect(archived.json.archivedAt).not.toBeNull();
    const reg = await call(registerPOST, { body: { username: "old_squad_joiner", password: "secret1", registrationCode: "1OLDSQ01" }, headers: { "x-forwarded-for": someIp() } });
    expect(reg.json.message).toBe(AUTH_MESSAGES.codeInvalid);
    expect((await create({ name: "Old squad" })).status).toBe(201);
    const restore = await asOwner(teamPATCH, { method: "PATCH", params: { id: String(team) }, body: { archived: false } });
    expect({ status: restore.status, message: restore.json.message }).toEqual({ status: 400, message: TEAM_MESSAGES.nameTaken });
    const def = await asOwner(teamPATCH, { method: "PATCH", params: { id: "1" }, body: { archived: true } });
    expect({ status: def.status, message: def.json.message }).toEqual({ status: 400, message: TEAM_MESSAGES.defaultTeamArchive });
    expect((await asOwner(teamPATCH, { method: "PATCH", params: { id: "2147483647" }, body: { name: "Nobody" } })).status).toBe(404);
  });

  it("appoints and removes coaches; never the owner; a removed coach's row is gone", async () => {
    const team = (await create({ name: "Coached" })).json.id;
    const coach = await createMember({ username: "teams_coach", twoFactor: true });
    const res = await asOwner(coachPOST, { params: { id: String(team) }, body: { userId: coach.user.id } });
    expect(res.json.coaches).toEqual([{ id: coach.user.id, username: "teams_coach" }]);
    expect((await asOwner(coachPOST, { params: { id: String(team) }, body: { userId: coach.user.id } })).json.coaches).toHaveLength(1);
    const ownerCoach = await asOwner(coachPOST, { params: { id: String(team) }, body: { userId: owner.user.id } });
    expect({ status: ownerCoach.status, message: ownerCoach.json.message }).toEqual({ status: 400, message: TEAM_MESSAGES.ownerCoach });
    expect((await asOwner(coachPOST, { params: { id: String(team) }, body: { userId: 2147483647 } })).status).toBe(404);
    expect((await asOwner(coachDELETE, { method: "DELETE", params: { id: String(team), userId: String(coach.user.id) } })).json.coaches).toEqual([]);
    expect((await asOwner(coachDELETE, { method: "DELETE", params: { id: String(team), userId: String(coach.user.id) } })).status).toBe(404);
  });

  it("moves a member; an unknown or archived team is a 400 and the member stays", async () => {
    const member = await createMember({ username: "teams_mover" });
    const to = (await create({ name: "Destination" })).json.id;
    const gone = (await create({ name: "Gone" })).json.id;
    await asOwner(teamPATCH, { method: "PATCH", params: { id: String(gone) }, body: { archived: true } });
    for (const teamId of [gone, 2147483647, 0, "2"]) {
      const res = await asOwner(userPATCH, { method: "PATCH", params: { id: String(member.user.id) }, body: { teamId } });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(TEAM_MESSAGES.moveTarget);
    }
    expect((await db.user.findUniqueOrThrow({ where: { id: member.user.id } })).teamId).toBe(1);
    expect((await asOwner(userPATCH, { method: "PATCH", params: { id: String(member.user.id) }, body: { teamId: to } })).json).toEqual({ userId: member.user.id, teamId: to });
    expect((await asOwner(userPATCH, { method: "PATCH", params: { id: "2147483647" }, body: { teamId: to } })).status).toBe(404);
    const mine = await call(myTeamGET, { cookie: member.cookie });
    expect(mine.json).toEqual({ team: { id: to, name: "Destination", description: "" }, coaches: [] });
  });
});

describe("invite codes", () => {
  it("issues codes in the seed's format with expiry and uses, lists who used them, revokes them", async () => {
    const team = (await create({ name: "Codes team" })).json.id;
    const issued = await asOwner(codesPOST, { params: { id: String(team) }, body: { maxUses: 2, expiresAt: new Date(Date.now() + 86_400_000).toISOString() } });
    expect(issued.status).toBe(201);
    expect(issued.json.code).toMatch(REGISTRATION_CODE_PATTERN);
    expect(issued.json).toMatchObject({ maxUses: 2, uses: 0, live: true, createdBy: "teams_owner", usedBy: [] });
    const reg = await call(registerPOST, { body: { username: "code_user", password: "secret1", registrationCode: issued.json.code }, headers: { "x-forwarded-for": someIp() } });
    expect(reg.status).toBe(201);
    const listed = (await asOwner(codesGET, { params: { id: String(team) } })).json.codes[0];
    expect(listed).toMatchObject({ uses: 1, usedBy: ["code_user"], live: true });
    const revoked = await asOwner(codeDELETE, { method: "DELETE", params: { id: String(team), codeId: String(issued.json.id) } });
    expect(revoked.status).toBe(200);
    expect((await asOwner(codesGET, { params: { id: String(team) } })).json.codes[0]).toMatchObject({ live: false, revokedAt: expect.any(String) });
    const after = await call(registerPOST, { body: { username: "code_user2", password: "secret1", registrationCode: issued.json.code }, headers: { "x-forwarded-for": someIp() } });
    expect(after.json.message).toBe(AUTH_MESSAGES.codeInvalid);
  });

  it("refuses a past expiry, zero uses and a code for an archived team", async () => {
    const team = (await create({ name: "Bad codes" })).json.id;
    const codes = await db.inviteCode.count();
    expect((await asOwner(codesPOST, { params: { id: String(team) }, body: { expiresAt: new Date(Date.now() - 1000).toISOString() } })).status).toBe(400);
    expect((await asOwner(codesPOST, { params: { id: String(team) }, body: { maxUses: 0 } })).status).toBe(400);
    await asOwner(teamPATCH, { method: "PATCH", params: { id: String(team) }, body: { archived: true } });
    expect((await asOwner(codesPOST, { params: { id: String(team) }, body: {} })).json.message).toBe(TEAM_MESSAGES.teamArchived);
    expect(await db.inviteCode.count()).toBe(codes);
  });
});
