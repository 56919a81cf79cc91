import "server-only";
// One PrismaClient (PrismaPg adapter) per process, cached on globalThis and created on first use,
// so tests can choose their database before any query runs. A short connection timeout: while
// Postgres is down a request fails fast (503 through lib/api/errors) instead of hanging. Waiting
// for a free connection of a busy pool is not an outage: it may take longer (DB_POOL_WAIT_MS)
// before the request answers 503 (pg-pool used one timeout for both: under a burst of 300
// members, queued queries answered 503 after 3 s although Postgres was up; issue 15 load).
export const DB_CONNECT_TIMEOUT_MS = 3_000;
export const DB_POOL_WAIT_MS = 10_000;
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

/** A pg client whose own connect gives up after DB_CONNECT_TIMEOUT_MS (the pool's timeout is the wait for a free one). */
class ConnectingClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS });
  }
}

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient; prismaUrl?: string };

export function prisma(): PrismaClient {
  const { DATABASE_URL: url, DATABASE_POOL_MAX: max } = env();
  if (!globalForPrisma.prisma || globalForPrisma.prismaUrl !== url) {
    const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: DB_POOL_WAIT_MS, Client: ConnectingClient });
    globalForPrisma.prisma = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
    globalForPrisma.prismaUrl = url;
  }
  return globalForPrisma.prisma;
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
