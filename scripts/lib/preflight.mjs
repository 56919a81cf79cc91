// Checks and repairs before a script starts anything: installed packages (then scripts/lib/node-version.mjs), disk
// space and free ports. Plain Node only: it runs before the packages are installed.
import { createHash } from "node:crypto";
import fs, { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { UserError } from "./lifecycle.mjs";

/** The folder for local data (database, secrets, logs): REACH_DATA_DIR or .data. */
export const DATA_DIR = path.resolve(process.env.REACH_DATA_DIR || ".data");

const LOCK_STAMP = "node_modules/.reach-package-lock.sha256";
const sha256 = (file) => createHash("sha256").update(readFileSync(file)).digest("hex");

/**
 * Installs the locked packages, exactly as package-lock.json has them (`npm ci`: the lock is never
 * rewritten, so a fresh clone stays clean), when node_modules is missing or older than the lock.
 * The lock holds every platform's optional packages (Node itself, Next's compiler...).
 */
export function ensureInstalled() {
  const want = sha256("package-lock.json");
  if (existsSync("node_modules/.package-lock.json") && existsSync(LOCK_STAMP) && readFileSync(LOCK_STAMP, "utf8") === want) return;
  const [major, minor] = process.versions.node.split(".").map(Number);
  const oldNode = major < 22 || (major === 22 && minor < 12);
  console.log(`Installing dependencies (npm ci)...${oldNode ? ` Node 24 comes with them and the script goes on on it (npm warns that this Node ${process.versions.node} is below engines: expected).` : ""}`);
  const started = Date.now();
  const result = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { stdio: "inherit" });
  if (result.status !== 0) throw new UserError(`npm ci failed (exit ${result.status ?? result.signal}); see its output above.`);
  writeFileSync(LOCK_STAMP, want);
  console.log(`Dependencies installed (${((Date.now() - started) / 1000).toFixed(0)} s).`);
}

const MIN_FREE_MB = Number(process.env.REACH_MIN_FREE_MB ?? 300);

/** The data folder's disk must have room for the database. */
export function checkDisk(dir = DATA_DIR) {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    if (error.code === "ENOSPC") throw new UserError(`No disk space left to create ${dir}: free some space and run again.`);
    throw error;
  }
  const stat = fs.statfsSync(dir);
  const freeMb = Math.floor((stat.bavail * stat.bsize) / 2 ** 20);
  if (freeMb < MIN_FREE_MB)
    throw new UserError(`Not enough disk space for ${dir}: ${freeMb} MB free, Reach needs ${MIN_FREE_MB} MB for its database. Free some space (or set REACH_DATA_DIR to a folder on a larger disk).`);
}

/** Resolves when nothing listens on the port (the way Next will bind it), else rejects with one line. */
export function assertPortFree(port, what) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", (error) =>
      reject(error.code === "EADDRINUSE" ? new UserError(`Port ${port} is already in use by another program, so ${what} cannot start: stop that program or pick another port (PORT=${Number(port) + 1} npm run demo).`) : error),
    );
    server.listen(Number(port), () => server.close(resolve));
  });
}

/** True when something accepts connections on 127.0.0.1:port. */
export function portOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port: Number(port), host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** pid from a pid file when that process is still alive, else null. */
export function livePid(file) {
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, "utf8").split("\n")[0]);
  if (!pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return error.code === "EPERM" ? pid : null;
  }
}

/** Playwright drives Debian's Chromium: installed with apt-get as root, else one line saying how. */
export function ensureChromium() {
  const browser = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (existsSync(browser)) return;
  const command = "apt-get update && apt-get install -y chromium";
  if (process.getuid?.() !== 0)
    throw new UserError(`Chromium is missing (${browser}); the browser tests need Debian's: run \`sudo sh -c '${command}'\`, then npm test again.`);
  console.log(`Chromium is missing: ${command}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update", "-qq"], ["install", "-y", "-qq", "chromium"]]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (result.status !== 0) throw new UserError(`apt-get ${args.join(" ")} failed (exit ${result.status ?? result.signal}); see its output above.`);
  }
}
