// schema.prisma and prisma/migrations must agree, and the invariants must live in the database.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { db } from "@/lib/db";

const run = promisify(execFile);

test("schema.prisma and the migrations agree", async () => {
  const { stdout } = await run(process.execPath, ["--experimental-wasm-modules", "--no-warnings", "scripts/db/migrate.mjs", "check"], {
    env: { ...process.env, DATABASE_URL: process.env.REACH_TEST_BASE_URL },
  });
  expect(stdout).toContain("agree");
}, 60_000);

test("usernames are unique without regard to case", async () => {
  await db.user.create({ data: { username: "Alice", usernameKey: "alice", passwordHash: "x" } });
  await expect(db.user.create({ data: { username: "ALICE", usernameKey: "alice", passwordHash: "x" } })).rejects.toThrow();
  await expect(db.user.create({ data: { username: "Bob", usernameKey: "Bob", passwordHash: "x" } })).rejects.toThrow();
});

test("one open goal per SMART slot and per main slot; tasks need a page", async () => {
  const user = await db.user.create({ data: { username: "carol", usernameKey: "carol", passwordHash: "x" } });
  await db.goal.create({ data: { userId: user.id, type: "smart1", slot: "smart1", title: "A" } });
  await expect(db.goal.create({ data: { userId: user.id, type: "smart1", slot: "smart1", title: "B" } })).rejects.toThrow();
  // An archived goal no longer holds the slot.
  await db.goal.create({ data: { userId: user.id, type: "smart1", slot: null, title: "Old", archivedAt: new Date() } });
  await db.goal.create({ data: { userId: user.id, type: "main", slot: "main", title: "M" } });
  await expect(db.goal.create({ data: { userId: user.id, type: "main", slot: "main", title: "M2" } })).rejects.toThrow();
  await expect(db.goal.create({ data: { userId: user.id, type: "task1", title: "T" } })).rejects.toThrow();
});

test("deleting a member cascades to their data", async () => {
  const user = await db.user.create({ data: { username: "dave", usernameKey: "dave", passwordHash: "x" } });
  await db.goal.create({ data: { userId: user.id, type: "smart2", slot: "smart2", title: "A" } });
  await db.notification.create({ data: { userId: user.id, title: "t", message: "m" } });
  await db.user.delete({ where: { id: user.id } });
  expect(await db.goal.count({ where: { userId: user.id } })).toBe(0);
  expect(await db.notification.count({ where: { userId: user.id } })).toBe(0);
});
