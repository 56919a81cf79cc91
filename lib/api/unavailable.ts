// Is this error "the database cannot be reached right now"? Connection refused or reset,
// terminated by an admin or a shutdown, starting up, too many connections, pool or socket
// timeouts: Prisma's P1xxx/P2024 codes, the pg driver adapter's kinds, Postgres SQLSTATEs
// (57P01-57P03, 53300, class 08) and Node's socket codes, anywhere in the error's cause chain.
// lib/api/errors answers these 503 unavailable with Retry-After instead of a 500.

const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300", "08000", "08001", "08003", "08004", "08006"]);
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Can't reach database server|Connection refused|the database system is (starting up|shutting down|in recovery mode)|terminating connection due to administrator command|Client has encountered a connection error|Unable to start a transaction in the given time|Timed out fetching a new connection/i;

/** Seconds a client should wait before trying again during an outage. */
export const RETRY_AFTER_SECONDS = 5;

type Loose = { code?: unknown; kind?: unknown; message?: unknown; cause?: unknown; meta?: unknown; errors?: unknown };

function matches(e: Loose): boolean {
  const code = typeof e.code === "string" ? e.code : undefined;
  if (code && (PRISMA_CODES.has(code) || SQLSTATES.has(code) || SOCKET_CODES.has(code))) return true;
  if (typeof e.kind === "string" && ADAPTER_KINDS.has(e.kind)) return true;
  if (e.kind === "postgres" && typeof code === "string" && SQLSTATES.has(code)) return true;
  return typeof e.message === "string" && MESSAGES.test(e.message);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length) {
    const e = queue.shift();
    if (!e || typeof e !== "object" || seen.has(e) || seen.size > 20) continue;
    seen.add(e);
    const loose = e as Loose;
    if (matches(loose)) return true;
    queue.push(loose.cause);
    if (loose.meta && typeof loose.meta === "object") queue.push(...Object.values(loose.meta));
    if (Array.isArray(loose.errors)) queue.push(...loose.errors); // AggregateError (several addresses refused)
  }
  return false;
}
