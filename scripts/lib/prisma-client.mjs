// The generated Prisma client (lib/generated/prisma) must exist and match prisma/schema.prisma
// before anything imports it (the seed, the build, the tests): generated when missing, again when
// the schema or the Prisma version changed (after a git pull or an npm install).
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { run } from "./proc.mjs";

const CLIENT = "lib/generated/prisma/client.ts";
const STAMP = "lib/generated/prisma/.schema.sha256";

function fingerprint() {
  const prisma = JSON.parse(readFileSync("node_modules/prisma/package.json", "utf8")).version;
  return createHash("sha256").update(readFileSync("prisma/schema.prisma")).update(prisma).digest("hex");
}

export async function ensurePrismaClient({ force = false } = {}) {
  const want = fingerprint();
  if (!force && existsSync(CLIENT)) {
    if (existsSync(STAMP) && readFileSync(STAMP, "utf8") === want) return false;
    // A client generated before the stamp existed: trusted while it is newer than the schema.
    if (!existsSync(STAMP) && statSync(CLIENT).mtimeMs > statSync("prisma/schema.prisma").mtimeMs) {
      writeFileSync(STAMP, want);
      return false;
    }
  }
  console.log("Generating the Prisma client (prisma generate)...");
  await run("npm", ["run", "db:generate", "--silent"]);
  writeFileSync(STAMP, want);
  return true;
}
