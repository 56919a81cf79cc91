// The one module every browser call goes through (docs/product/shell-and-sign-in.md#calls-and-their-failures):
// `_t` cache-buster, cookies, retries with backoff, path fallbacks, error shapes.
import { barePath as bare, fallbackFor, markOffline } from "@/lib/client/fallbacks";
import { SLOT_TAKEN_MARK } from "@/lib/domain/goal-slots";
import { newWriteKey } from "@/lib/client/write-key";

export { fallbackFor, FALLBACKS, isOfflineFallback } from "@/lib/client/fallbacks";

/** Every call's path passes here: the /admin team switcher adds its team (lib/client/admin-team), which
 * keeps the admin code out of the other screens' first-load script. */
let rewritePath = (path: string) => path;
export function setPathRewrite(rewrite: (path: string) => string): void {
  rewritePath = rewrite;
}

export type WriteMethod = "POST" | "PUT" | "PATCH" | "DELETE";

/** A write as the device's outbox keeps it (lib/client/offline/outbox, docs/decisions.md "Offline"). */
export type OutboxWrite = { key: string; method: WriteMethod; path: string; body?: unknown; madeAt: number };
/**
 * The outbox, installed after idle by the offline runtime: it takes a member's write (answering its
 * stand-in answer) when writes wait before it or the server is known unreachable (`failed` false), or
 * when this write never reached the server (`failed` true); null leaves the write to this module.
 */
type WriteQueue = (write: OutboxWrite, failed: boolean) => Promise<unknown> | null;
let queueWrite: WriteQueue | undefined;
export function setWriteQueue(queue: WriteQueue | undefined): void {
  queueWrite = queue;
}

export const READ_RETRY = { attempts: 3, baseMs: 200, capMs: 2000 } as const;
export const WRITE_RETRY = { attempts: 3, baseMs: 300, capMs: 3000, timeoutMs: 15_000 } as const;

export const SLOT_TAKEN_MESSAGE =
  "This slot is already in use. Please choose another slot or delete the existing goal first.";
export const CONNECTION_FAILED_MESSAGE = "Connection failed after multiple attempts";
export const REQUEST_FAILED_MESSAGE = "Request failed";

/** Reads whose 401 is expected (signed-out visitors) and therefore not worth a warning. */
const SILENT_401 = new Set(["/api/session", "/api/users/me", "/api/user"]);

/**
 * A failed call. `status` is the server's, or 503 (network/timeout after every attempt) or
 * 500 (anything else) for the synthetic ones; `network` marks the 503 that never reached a server.
 */
export class ApiCallError extends Error {
  constructor(
    public status: number,
    message: string,
    public body: string = "",
    public network = false,
  ) {
    super(message);
    this.name = "ApiCallError";
  }
}

/** Appends `_t=<now>` so no cache (browser, proxy, service worker) answers in the server's place. */
export function withTimestamp(path: string, now = Date.now()): string {
  const hashAt = path.indexOf("#");
  const base = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const hash = hashAt >= 0 ? path.slice(hashAt) : "";
  const sep = base.includes("?") ? (base.endsWith("?") || base.endsWith("&") ? "" : "&") : "?";
  return `${base}${sep}_t=${now}${hash}`;
}

/** Delay before attempt `n + 1` after `n + 1` failures: 2^n x base, capped. */
export function backoffMs(n: number, policy: { baseMs: number; capMs: number }): number {
  return Math.min(2 ** n * policy.baseMs, policy.capMs);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function textOf(res: Response): Promise<string> {
  try {
    return await res.text();
  } catch {
    return "";
  }
}

/**
 * GET `path`. 401 gives null; other 4xx and unparseable bodies give the path's empty fallback;
 * 5xx and network errors are retried; network errors that outlast the retries give the fallback
 * (marked as an offline answer), a 5xx that outlasts them throws (so screens can show their
 * load-failure state). A path with no empty fallback (the session, the user) throws the synthetic
 * 503 on a network failure rather than answer null, which would read as "signed out".
 */
export async function apiGet<T>(path: string, opts: { returnNull?: boolean } = {}): Promise<T | null> {
  const fallback = () => fallbackFor(path) as T | null;
  for (let attempt = 0; ; attempt++) {
    const last = attempt === READ_RETRY.attempts - 1;
    let res: Response;
    try {
      res = await fetch(withTimestamp(rewritePath(path)), {
        method: "GET",
        credentials: "include",
        headers: { Accept: "application/json" },
      });
    } catch {
      if (last) {
        const offline = markOffline(fallback());
        if (offline === null) throw new ApiCallError(503, CONNECTION_FAILED_MESSAGE, "", true);
        return offline;
      }
      await sleep(backoffMs(attempt, READ_RETRY));
      continue;
    }
    if (res.status >= 500) {
      if (last) {
        const body = await textOf(res);
        throw new ApiCallError(res.status, `${res.status}: ${body}`, body);
      }
      await sleep(backoffMs(attempt, READ_RETRY));
      continue;
    }
    if (res.status === 401) {
      if (!opts.returnNull && !SILENT_401.has(bare(path))) console.warn(`[api] 401 on GET ${bare(path)}`);
      return null;
    }
    if (!res.ok) return fallback();
    try {
      return (await res.json()) as T;
    } catch {
      return fallback();
    }
  }
}

/** The message the server put in a failed call's JSON body ({message}, or {error} for the synthetic ones), if any (a blank one is none). */
export function serverMessageOf(error: unknown): string | undefined {
  if (!(error instanceof ApiCallError)) return undefined;
  // A taken slot reads as the spec's slot message (docs/product/journal-and-reset.md#goal-and-journal-messages), not the server's wording.
  if (error.message === SLOT_TAKEN_MESSAGE) return SLOT_TAKEN_MESSAGE;
  const message = messageOf(error.body);
  return message?.trim() ? message : undefined;
}

/** The server's message, or a connection failure's own ("Connection failed after multiple attempts"); else undefined (the caller's fallback). */
export function reportedMessage(error: unknown): string | undefined {
  if (error instanceof ApiCallError && error.network) return error.message;
  return serverMessageOf(error);
}

/** A failure's text for a toast: the server's own message, else the error's text. */
export function failureMessage(error: unknown): string {
  return serverMessageOf(error) ?? (error instanceof Error ? error.message : String(error));
}

function messageOf(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object") {
      const { message, error } = parsed as { message?: unknown; error?: unknown };
      if (typeof message === "string") return message;
      if (typeof error === "string") return error;
    }
  } catch {
    /* not JSON */
  }
  return undefined;
}

async function parseOk<T>(res: Response): Promise<T> {
  const text = await res.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

/** One attempt with the 15 s timeout; throws the fetch error (network or abort) as is. */
async function attemptWrite(url: string, init: RequestInit): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), WRITE_RETRY.timeoutMs);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A JSON write. Network errors and timeouts are retried; after every attempt failed it throws a
 * synthetic 503. A non-OK answer throws 'status: body' (or the slot message for 'already filled').
 * Every attempt carries the same Idempotency-Key (the caller's, else one made here), so a retry of a
 * write whose answer was lost is not stored twice (docs/decisions.md "Offline").
 */
export async function apiWrite<T = unknown>(
  method: WriteMethod,
  path: string,
  body?: unknown,
  opts: { headers?: Record<string, string>; outbox?: false; madeAt?: number } = {},
): Promise<T> {
  // The caller's key (written "Idempotency-Key"), else one made here.
  const writeKey = opts.headers?.["Idempotency-Key"] ?? newWriteKey();
  const key: Record<string, string> = { "Idempotency-Key": writeKey };
  // When the member made the write, if earlier than now (an autosaved field's value): header Made-At
  // (lib/domain/made-at MADE_AT_HEADER), for its day and later-write-wins (docs/decisions.md "Offline").
  if (opts.madeAt !== undefined) key["Made-At"] = String(opts.madeAt);
  const madeAt = Date.now();
  const queued = (failed: boolean) => (opts.outbox === false ? null : (queueWrite?.({ key: writeKey, method, path, body, madeAt }, failed) ?? null));
  const waiting = queued(false);
  if (waiting) return (await waiting) as T;
  try {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      try {
        res = await attemptWrite(withTimestamp(rewritePath(path)), {
          method,
          credentials: "include",
          // Extra headers (an Idempotency-Key) go with every attempt unchanged.
          headers: { "Content-Type": "application/json", Accept: "application/json", ...key, ...opts.headers },
          body: payload,
        });
      } catch {
        if (attempt === WRITE_RETRY.attempts - 1) {
          const kept = queued(true);
          if (kept) return (await kept) as T;
          throw new ApiCallError(503, CONNECTION_FAILED_MESSAGE, JSON.stringify({ error: CONNECTION_FAILED_MESSAGE }), true);
        }
        await sleep(backoffMs(attempt, WRITE_RETRY));
        continue;
      }
      if (res.ok) return await parseOk<T>(res);
      const text = await textOf(res);
      if (messageOf(text)?.includes(SLOT_TAKEN_MARK)) throw new ApiCallError(res.status, SLOT_TAKEN_MESSAGE, text);
      throw new ApiCallError(res.status, `${res.status}: ${text}`, text);
    }
  } catch (error) {
    if (error instanceof ApiCallError) throw error;
    throw new ApiCallError(500, REQUEST_FAILED_MESSAGE, JSON.stringify({ error: REQUEST_FAILED_MESSAGE }));
  }
}

/** True when a write never reached the server (so it is worth keeping and resending). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiCallError && error.network;
}
