// npm run load's fixtures: its own database (migrated, seeded, N members with one shared password),
// the production build served on its own port, and the read-back of every autosave at the end.
import { spawn } from "node:child_process";
import { hash } from "@node-rs/argon2";
import { ensureSecrets } from "./secrets.mjs";
import { run, migrateAndSeed, serveNext } from "./proc.mjs";
import { buildIsStale } from "./build-state.mjs";
import { ensurePrismaClient } from "./prisma-client.mjs";
import { onCleanup } from "./lifecycle.mjs";
import { withClient } from "./bench-server.mjs";
import { SERVER_NODE_FLAGS } from "../../server/node-flags.mjs";

export const LOAD_PASSWORD = "load-member-2026";
export const memberName = (i) => `load_${i}`;

/** Migrates and seeds the database, then adds `count` members (argon2id at the app's parameters, hashed once). */
export async function prepareDatabase(url, count) {
  await ensurePrismaClient();
  await migrateAndSeed({ ...process.env, DATABASE_URL: url });
  const passwordHash = await hash(LOAD_PASSWORD, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const names = Array.from({ length: count }, (_, i) => memberName(i));
  await withClient(url, (c) =>
    c.query(`INSERT INTO "User" ("username", "usernameKey", "passwordHash", "timeZone") SELECT n, n, $2, 'UTC' FROM unnest($1::text[]) AS n`, [names, passwordHash]),
  );
}

/** Serves the production build (rebuilt first when stale, unless `build` is false) and stops it with the script. */
export async function startServer({ url, port, distDir, build, logLevel, cpuProfDir }) {
  ensureSecrets();
  Object.assign(process.env, {
    DATABASE_URL: url,
    NEXTAUTH_URL: `http://localhost:${port}`,
    NEXT_DIST_DIR: distDir,
    PUSH_TEST_MODE: "1",
    LOG_LEVEL: logLevel,
  });
  if (build && buildIsStale(distDir)) await run("npm", ["run", "build"], { env: { ...process.env, NODE_OPTIONS: "" } });
  if (!cpuProfDir) return serveNext({ port });
  // --cpu-prof is refused in NODE_OPTIONS: the server serveNext runs, under node itself; the profile is written when it exits.
  const next = spawn(process.execPath, [...SERVER_NODE_FLAGS, "--cpu-prof", `--cpu-prof-dir=${cpuProfDir}`, "server/server.mjs", "-p", String(port)], { stdio: "inherit" });
  onCleanup(() => new Promise((resolve) => (next.exitCode !== null ? resolve() : (next.once("exit", resolve), next.kill("SIGTERM")))), { processes: true });
  return next;
}

/**
 * Every member's last acknowledged autosave per write, compared with Postgres (the member's latest
 * page). A value written after the last acknowledgement (sent, never answered) may also be there.
 * Returns the list of losses: { member, path, expected, found }.
 */
export async function lostWrites(url, writes, acknowledged) {
  const lost = [];
  await withClient(url, async (c) => {
    for (const w of writes) {
      const { rows } = await c.query(
        `SELECT DISTINCT ON (t."userId") u."username", t."${w.field}" AS value
           FROM "${w.table}" t JOIN "User" u ON u."id" = t."userId" ORDER BY t."userId", t."pageId" DESC`,
      );
      const stored = new Map(rows.map((r) => [r.username, r.value]));
      for (const [member, perPath] of acknowledged) {
        const mine = perPath.get(w.path);
        if (!mine?.acked) continue;
        const found = stored.get(member);
        if (found !== mine.acked && !mine.pending.has(found)) lost.push({ member, path: w.path, expected: mine.acked, found });
      }
    }
  });
  return lost;
}
