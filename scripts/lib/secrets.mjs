// Secrets for local runs: kept in .data/secrets.json (REACH_DATA_DIR; gitignored) and generated
// on first use.
// Values already in the environment always win.
import { readFileSync, writeFileSync, mkdirSync, existsSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import webpush from "web-push";
import { DATA_DIR } from "./preflight.mjs";

const FILE = path.join(DATA_DIR, "secrets.json");

export function ensureSecrets() {
  mkdirSync(DATA_DIR, { recursive: true });
  const stored = existsSync(FILE) ? JSON.parse(readFileSync(FILE, "utf8")) : {};
  let changed = false;
  const want = (key, make) => {
    if (!stored[key]) {
      stored[key] = make();
      changed = true;
    }
  };
  want("NEXTAUTH_SECRET", () => randomBytes(32).toString("base64url"));
  want("CRON_SECRET", () => randomBytes(24).toString("base64url"));
  if (!stored.VAPID_PUBLIC_KEY || !stored.VAPID_PRIVATE_KEY) {
    const keys = webpush.generateVAPIDKeys();
    stored.VAPID_PUBLIC_KEY = keys.publicKey;
    stored.VAPID_PRIVATE_KEY = keys.privateKey;
    changed = true;
  }
  if (changed) writeFileSync(FILE, JSON.stringify(stored, null, 2) + "\n", { mode: 0o600 });
  for (const [key, value] of Object.entries(stored)) process.env[key] ??= value;
  return stored;
}
