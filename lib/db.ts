import "server-only";
// One PrismaClient (PrismaPg adapter) per process, cached on globalThis and created on first use,
// so tests can choose their database before any query runs. A short connection timeout: while
// Postgres is down a request fails fast (503 through lib/api/errors) instead of hanging. Waiting
// for a free connection of a busy pool is not an outage: it may take longer (DB_POOL_WAIT_MS)
// before the request answers 503 (pg-pool used one timeout for both: under a burst of 300
// members, queued queries answered 503 after 3 s although Postgres was up; docs/decisions.md "Waiting for a pool connection is not an outage").
export const DB_CONNECT_TIMEOUT_MS = 3_000;
export const DB_POOL_WAIT_MS = 10_000;
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient, type Prisma } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

/** A pg client whose own connect gives up after DB_CONNECT_TIMEOUT_MS (the pool's timeout is the wait for a free one). */
class ConnectingClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS });
  }
}

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient; prismaUrl?: string; pgPool?: pg.Pool; statementNames?: Map<string, string> };

// Every statement is a named prepared statement on its connection (parsed, and once Postgres
// settles on a generic plan, planned once per connection instead of per request: docs/decisions.md "preparedRows"; the
// autosave's one statement spent ~0.35 ms of Postgres CPU planning each time). A name always means
// the same text on every connection: one map per process, on globalThis like the pool (Next
// bundles this module once per route while the pool is shared: per-instance names collided,
// "Prepared statements must be unique"). Past MAX_STATEMENTS texts (statements built with a varying
// number of values) they run unnamed, so a connection never holds an unbounded number of them.
const statementNames = (globalForPrisma.statementNames ??= new Map<string, string>());
const MAX_STATEMENTS = 500;

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_STATEMENTS) statementNames.set(text, (name = `reach_${statementNames.size}`));
  return name ?? "";
}

export function prisma(): PrismaClient {
  const { DATABASE_URL: url, DATABASE_POOL_MAX: max } = env();
  if (!globalForPrisma.prisma || globalForPrisma.prismaUrl !== url) {
    const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: DB_POOL_WAIT_MS, Client: ConnectingClient });
    const adapter = new PrismaPg(pool, { disposeExternalPool: true, statementNameGenerator: (query) => statementName(query.sql) });
    globalForPrisma.prisma = new PrismaClient({ adapter });
    globalForPrisma.prismaUrl = url;
    globalForPrisma.pgPool = pool;
  }
  return globalForPrisma.prisma;
}

/**
 * The pg Pool under Prisma (the same connections), for preparedRows below. Its errors are pg's
 * own; lib/api/unavailable maps a down database to 503 from their codes and messages.
 */
function pgPool(): pg.Pool {
  prisma();
  return globalForPrisma.pgPool!;
}

/** The client itself, resolved lazily on each property access. */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, prop) {
    const client = prisma();
    const value = Reflect.get(client, prop);
    return typeof value === "function" ? value.bind(client) : value;
  },
});

export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

// Timestamps (no zone: Prisma stores UTC) and dates as Prisma returns them: UTC instants, a date at
// UTC midnight; every other type as pg parses it.
const UTC_TYPES = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === 1114) return (value: string) => new Date(`${value.replace(" ", "T")}Z`);
    if (oid === 1082) return (value: string) => new Date(`${value}T00:00:00.000Z`);
    return pg.types.getTypeParser(oid, format);
  },
};

/**
 * A read's rows through the pg Pool, skipping Prisma's query path (docs/decisions.md "preparedRows": the session check and
 * the dashboard's per-request reads), as a named prepared statement like Prisma's. Parameters are
 * untyped, as Prisma's adapter sends them (each needs a column or a cast that gives it a type);
 * Dates travel as UTC ISO strings; timestamp and date columns come back as $queryRaw returns them.
 */
export async function preparedRows<T>(query: Prisma.Sql): Promise<T[]> {
  const text = query.text;
  const name = statementName(text);
  const values = query.values.map((value) => (value instanceof Date ? value.toISOString() : value));
  const { rows } = await pgPool().query({ name, text, values, types: UTC_TYPES });
  return rows as T[];
}
