// GET /api/export?format=json|csv: everything Reach stores about the caller, streamed; nothing of
// anyone else, no secrets.
import { strFromU8, unzipSync } from "fflate";
import { NextRequest } from "next/server";
import { GET as exportData } from "@/app/api/export/route";
import { addDays, localDate } from "@/lib/domain/day";
import { db } from "@/lib/db";
import { call, createMember, ORIGIN } from "@/tests/support/api";
import { fillMemberTables, memberRowCounts } from "@/tests/support/member-rows";
import { seedHistory } from "@/tests/support/seed-history-db";

const today = localDate(new Date(), "UTC");
type Member = Awaited<ReturnType<typeof createMember>>;
let a: Member;
let b: Member;

beforeAll(async () => {
  [a, b] = await Promise.all([createMember({ username: "export_alice" }), createMember({ username: "export_bob" })]);
  // 200 days give 600 daily tasks: more than one batch of the keyset paging.
  for (const m of [a, b]) {
    await seedHistory(m.user.id, addDays(today, m === a ? -200 : -30), addDays(today, -1));
    await fillMemberTables(m.user.id);
  }
  await db.note.updateMany({ where: { userId: b.user.id }, data: { content: "BOB-SECRET-NOTE" } });
}, 90_000);

/** The raw bytes of an export, as the browser downloads them. */
async function download(cookie: string | undefined, query: string) {
  const headers: Record<string, string> = { host: "localhost:3000" };
  if (cookie) headers.cookie = cookie;
  const res = await exportData(new NextRequest(new URL(`/api/export${query}`, ORIGIN), { headers }), { params: Promise.resolve({}) });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

test("401 without a session; a bad format answers 400", async () => {
  expect((await call(exportData, { path: "/api/export?format=json" })).status).toBe(401);
  for (const format of ["xml", "JSON", "", "csv;x"]) {
    const res = await call(exportData, { cookie: a.cookie, path: `/api/export?format=${encodeURIComponent(format)}` });
    expect({ format, status: res.status }).toEqual({ format, status: 400 });
  }
});

test("JSON: every table with the member's rows, all of them, nothing of another member, no secrets", async () => {
  const { res, bytes } = await download(a.cookie, "?format=json");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="reach-export-export_alice-\d{4}-\d{2}-\d{2}\.json"$/);
  const text = new TextDecoder().decode(bytes);
  const data = JSON.parse(text);
  expect(data).toMatchObject({ format: "reach-export", version: 1, username: "export_alice" });
  expect(data.tables.profile).toEqual([expect.objectContaining({ id: a.user.id, username: "export_alice", timeZone: "UTC" })]);
  // Every table with a "userId" column is there with exactly the member's rows.
  const counts = await memberRowCounts(a.user.id, a.user.username);
  for (const [table, n] of Object.entries(counts)) {
    if (table === "User" || table === "LoginThrottle") continue;
    expect({ table, rows: data.tables[table]?.length }).toEqual({ table, rows: n });
  }
  expect(data.tables.JournalPage).toHaveLength(200);
  expect(data.tables.Goal.length).toBeGreaterThanOrEqual(601);
  expect(new Set(data.tables.Goal.map((g: { id: number }) => g.id)).size).toBe(data.tables.Goal.length);
  expect(data.tables.JournalDay[0].date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(data.tables.PointsEntry[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  for (const secret of ["passwordHash", "sessionVersion", "SECRET-P256DH", "SECRET-AUTH", "p256dh", "$argon2"]) expect(text).not.toContain(secret);
  for (const theirs of ["export_bob", "BOB-SECRET-NOTE", `"userId":${b.user.id}`]) expect(text).not.toContain(theirs);
  const bPages = await db.journalPage.findMany({ where: { userId: b.user.id }, select: { id: true } });
  const exportedPageIds = new Set(data.tables.JournalPage.map((p: { id: number }) => p.id));
  expect(bPages.filter((p) => exportedPageIds.has(p.id))).toEqual([]);
});

test("JSON: no credential leaves in the file (session ids, the two-factor secret and recovery hashes, the feed token, an identity proof)", async () => {
  await db.twoFactor.create({ data: { userId: a.user.id, secret: "TWOFACTORSECRETBASE32AAAAAAAAAAA", enabledAt: new Date(), lastStep: 1, recoveryHashes: ["RECOVERYHASH0000"] } });
  await db.calendarFeed.create({ data: { userId: a.user.id, token: "FEED-TOKEN-SECRET-0000000000000000000000000" } });
  const session = await db.session.findFirstOrThrow({ where: { userId: a.user.id } });
  await db.identityProof.create({ data: { userId: a.user.id, sessionId: session.id, provenAt: new Date() } });
  try {
    const { res, bytes } = await download(a.cookie, "?format=json");
    expect(res.status).toBe(200);
    const text = new TextDecoder().decode(bytes);
    const data = JSON.parse(text);
    // The rows are there (the member sees two-factor is on, the feed exists, a device), their secrets are not.
    expect(data.tables.TwoFactor).toEqual([expect.objectContaining({ enabledAt: expect.any(String) })]);
    expect(data.tables.CalendarFeed).toHaveLength(1);
    expect(data.tables.Session.length).toBeGreaterThan(0);
    for (const secret of ["TWOFACTORSECRETBASE32", "RECOVERYHASH0000", "FEED-TOKEN-SECRET", session.id]) expect(text).not.toContain(secret);
  } finally {
    await db.identityProof.deleteMany({ where: { userId: a.user.id } });
    await db.calendarFeed.deleteMany({ where: { userId: a.user.id } });
    await db.twoFactor.deleteMany({ where: { userId: a.user.id } });
  }
});

test("CSV: a zip with a README and one CSV per table, header first, the member's rows only", async () => {
  const first = await db.note.findFirstOrThrow({ where: { userId: a.user.id }, orderBy: { id: "asc" } });
  await db.note.update({ where: { id: first.id }, data: { content: '=HYPERLINK("http://evil.example","open")' } });
  const { res, bytes } = await download(a.cookie, "?format=csv");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/zip");
  const files = unzipSync(bytes);
  expect(Object.keys(files)).toEqual(expect.arrayContaining(["README.txt", "profile.csv", "Goal.csv", "JournalPage.csv", "Note.csv", "PointsEntry.csv"]));
  const note = strFromU8(files["Note.csv"]).trimEnd().split("\r\n");
  expect(note[0]).toBe("id,pageId,content,dateCreated,updatedAt,fieldsMadeAt");
  expect(note).toHaveLength(201);
  // A note written as a formula is text in a spreadsheet (docs/decisions.md "CSV files").
  expect(note.join("\n")).toContain(`"'=HYPERLINK(""http://evil.example"",""open"")"`);
  expect(note.join("\n")).not.toContain(`,"=HYPERLINK`);
  const all = Object.values(files).map((f) => strFromU8(f)).join("\n");
  expect(all).not.toContain("BOB-SECRET-NOTE");
  expect(all).not.toContain("export_bob");
  expect(all).not.toContain("$argon2");
  expect(strFromU8(files["profile.csv"])).toContain("export_alice");
});

test("an admin exports only their own rows", async () => {
  const admin = await createMember({ isAdmin: true });
  const { bytes } = await download(admin.cookie, "?format=json");
  const data = JSON.parse(new TextDecoder().decode(bytes));
  expect(data.tables.profile).toHaveLength(1);
  expect(data.tables.JournalPage).toEqual([]);
  expect((await download(admin.cookie, `?format=json&userId=${a.user.id}`)).bytes.length).toBe(bytes.length);
});
