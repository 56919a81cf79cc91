// npm run db:migrate            apply pending migrations (migrate deploy)
// node ... migrate.mjs deploy NAME   apply those up to and including NAME (a restore's migration)
// npm run db:new -- NAME        write the next migration from schema.prisma (migrate dev --create-only)
// node ... migrate.mjs check    exit 1 when schema.prisma and the migrations disagree
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { resolveDatabaseUrl } from "./database-url.mjs";
import { deploy, pendingSql, MIGRATIONS_DIR } from "./engine.mjs";

const [command = "deploy", name] = process.argv.slice(2);
const db = await resolveDatabaseUrl();
let code = 0;
try {
  if (command === "deploy") {
    const applied = await deploy(db.url, name);
    console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
  } else if (command === "new") {
    if (!name || !/^[a-z0-9_]+$/.test(name)) throw new Error("Usage: npm run db:new -- name_in_snake_case");
    const sql = await pendingSql(db.url);
    if (!sql || /^-- This is an empty migration/.test(sql)) {
      console.log("schema.prisma and the migrations agree; nothing to write.");
    } else {
      const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
      const dir = path.join(MIGRATIONS_DIR, `${stamp}_${name}`);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, "migration.sql"), sql + "\n");
      await writeFile(path.join(MIGRATIONS_DIR, "migration_lock.toml"), 'provider = "postgresql"\n');
      console.log(`Wrote ${path.relative(process.cwd(), dir)}/migration.sql`);
    }
  } else if (command === "check") {
    const sql = await pendingSql(db.url);
    if (sql && !/^-- This is an empty migration/.test(sql)) {
      console.error("schema.prisma and prisma/migrations disagree. Run npm run db:new -- NAME.\n" + sql);
      code = 1;
    } else console.log("schema.prisma and the migrations agree.");
  } else throw new Error(`Unknown command ${command}`);
} catch (error) {
  console.error(error?.message ?? error);
  code = 1;
} finally {
  await db.stop();
}
process.exit(code);
