// Keeps the embedded Postgres running for a working session: node scripts/db/keep-alive.mjs &
import { startEmbedded } from "./embedded.mjs";
const db = await startEmbedded();
console.log(`embedded Postgres up: ${db.url}`);
setInterval(() => {}, 1 << 30);
