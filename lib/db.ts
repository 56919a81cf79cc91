import "server-only";
// One PrismaClient (PrismaPg adapter) per process, cached on globalThis and created on first use,
// so tests can choose their database before any query runs. A short connection timeout: while
// Postgres is down a request fails fast (503 through lib/api/errors) instead of hanging.
export const DB_CONNECT_TIMEOUT_MS = 3_000;
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient; prismaUrl?: string };

export function prisma(): PrismaClient {
  const { DATABASE_URL: url, DATABASE_POOL_MAX: max } = env();
  if (!globalForPrisma.prisma || globalForPrisma.prismaUrl !== url) {
    globalForPrisma.prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max, connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS }) });
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
