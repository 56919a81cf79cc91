// npm run dev / npm start: Postgres (DATABASE_URL or embedded), secrets, migrations, then Next.
import { resolveDatabaseUrl } from "./db/database-url.mjs";
import { ensureSecrets } from "./lib/secrets.mjs";
import { run, serveNext } from "./lib/proc.mjs";

const mode = process.argv[2] === "dev" ? "dev" : "start";
const port = process.env.PORT ?? "3000";
ensureSecrets();
const db = await resolveDatabaseUrl();
process.env.DATABASE_URL = db.url;
await run(process.execPath, ["--experimental-wasm-modules", "--no-warnings", "scripts/db/migrate.mjs", "deploy"]);
serveNext({ mode, port, db });
