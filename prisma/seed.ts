// npm run db:seed: coach tips; the first admin from ADMIN_USERNAME / ADMIN_PASSWORD when set;
// with REACH_DEMO_SEED=1 (npm run demo) a demo admin (the owner), a demo member and the demo's
// invite code DEMO_REGISTRATION_CODE (default DEMO2026) of the default team; SEED_INVITE_CODES
// (comma-separated) issues more codes of the default team (the e2e server's). Safe to run again.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../lib/generated/prisma/client";
import { hashPassword } from "../lib/auth/password";
import { COACH_TIPS } from "./coach-tips";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL is not set");
const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });

async function ensureUser(username: string, password: string, isAdmin: boolean) {
  const usernameKey = username.toLowerCase();
  const existing = await prisma.user.findUnique({ where: { usernameKey }, select: { id: true } });
  if (existing) {
    await prisma.user.update({ where: { id: existing.id }, data: { isAdmin } });
    return "kept";
  }
  await prisma.user.create({ data: { username, usernameKey, passwordHash: await hashPassword(password), isAdmin } });
  return "created";
}

/** An invite code of the default team (docs/decisions.md "Teams and roles"), live again if it was revoked. */
async function ensureInviteCode(code: string) {
  await prisma.inviteCode.upsert({ where: { code }, create: { code, teamId: 1 }, update: { revokedAt: null } });
}

async function main() {
  await prisma.coachTip.createMany({ data: COACH_TIPS.map((content) => ({ content })), skipDuplicates: true });
  const { ADMIN_USERNAME, ADMIN_PASSWORD } = process.env;
  if (ADMIN_USERNAME && ADMIN_PASSWORD) {
    console.log(`Admin ${ADMIN_USERNAME}: ${await ensureUser(ADMIN_USERNAME, ADMIN_PASSWORD, true)}`);
  }
  if (process.env.REACH_DEMO_SEED === "1") {
    const admin = process.env.DEMO_ADMIN_USERNAME ?? "demo-admin";
    const member = process.env.DEMO_MEMBER_USERNAME ?? "demo";
    await ensureUser(admin, process.env.DEMO_ADMIN_PASSWORD ?? "reach-admin-2026", true);
    await ensureUser(member, process.env.DEMO_MEMBER_PASSWORD ?? "reach-demo-2026", false);
    await ensureInviteCode(process.env.DEMO_REGISTRATION_CODE ?? "DEMO2026");
  }
  for (const code of (process.env.SEED_INVITE_CODES ?? "").split(",").map((c) => c.trim()).filter(Boolean)) await ensureInviteCode(code);
  console.log(`Seeded ${await prisma.coachTip.count()} coach tips.`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => prisma.$disconnect());
