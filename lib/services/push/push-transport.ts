import "server-only";
// Sends one prepared Web Push request (docs/decisions.md "Push endpoints again at send time (DNS rebinding)", DNS rebinding). The endpoint's host is
// resolved here, at send time; every address it resolves to must be public
// (lib/domain/network-address), and the connection is made to the address that was checked: the
// socket's lookup answers with it, so a second DNS answer (a rebinding attacker's TTL-0 switch
// to 127.0.0.1 or 169.254.169.254) is never asked for. TLS still verifies the certificate for the
// host name (SNI and the check use the URL's host). Redirects are not followed. Connections to a
// checked address are kept alive and reused (docs/decisions.md "The job queue").
import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import webpush from "web-push";
import { isLoopbackAddress, isPublicAddress } from "@/lib/domain/network-address";
import { PUSH_HOST_CONCURRENCY } from "@/lib/queue/queues";
import { env } from "@/lib/env";
import { NOTIFY_LIMITS } from "@/lib/constants";
import { endpointProblem } from "@/lib/schemas/push";
import type { PushPayload } from "@/lib/schemas/notifications";
import type { VapidKeys } from "@/lib/services/push/vapid-keys";
import { vapidHeaders } from "@/lib/services/push/vapid-jwt";
import { withHostSlot } from "@/lib/services/push/host-limiter";

export type ResolvedAddress = { address: string; family: number };
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;
export type PushRequest = { endpoint: string; method: string; headers: Record<string, string | number>; body: Buffer | string | null };
export type TransportOptions = {
  /** PUSH_TEST_MODE: the test suite's push receivers listen on loopback. */
  allowLoopback: boolean;
  timeoutMs: number;
  /** Name resolution (the system resolver unless a test passes its own). */
  resolve?: Resolve;
};

/** The endpoint's host resolves to an address a push may not be sent to. */
export class RefusedAddressError extends Error {
  constructor(host: string, address: string) {
    super(`push endpoint host ${host} resolves to a non-public address (${address}); refused`);
    this.name = "RefusedAddressError";
  }
}

/** How long the system resolver's answer for a push host is used (each use is checked again). */
const DNS_TTL_MS = 60_000;
/** Push hosts whose answers and connections are kept (the push services are a handful). */
const MAX_KEPT = 100;
/** An idle kept connection is closed after this long. */
const IDLE_SOCKET_MS = 30_000;
const dnsAnswers = new Map<string, { answers: Promise<ResolvedAddress[]>; until: number }>();

/**
 * The system resolver, its answers kept DNS_TTL_MS per host: a fan-out pushes thousands of times to
 * the same few push services. A failed lookup is not kept.
 */
const systemResolve: Resolve = (hostname) => {
  const now = Date.now();
  const kept = dnsAnswers.get(hostname);
  if (kept && kept.until > now) return kept.answers;
  const answers = dnsLookup(hostname, { all: true, verbatim: true });
  dnsAnswers.set(hostname, { answers, until: now + DNS_TTL_MS });
  answers.catch(() => dnsAnswers.delete(hostname));
  if (dnsAnswers.size > MAX_KEPT) dnsAnswers.delete(dnsAnswers.keys().next().value!);
  return answers;
};

const agents = new Map<string, http.Agent>();

/**
 * Keep-alive connections per (protocol, host, checked address): a fan-out reuses its connections
 * (and TLS sessions) to a push service instead of opening one per push, and a connection only ever
 * goes to the address that was checked, so a new DNS answer gets a new, checked pool.
 */
function agentFor(url: URL, pinned: ResolvedAddress): http.Agent {
  const key = `${url.protocol}//${url.host}|${pinned.address}`;
  let agent = agents.get(key);
  if (!agent) {
    const options = { keepAlive: true, maxSockets: PUSH_HOST_CONCURRENCY, maxFreeSockets: PUSH_HOST_CONCURRENCY, timeout: IDLE_SOCKET_MS, lookup: pinnedLookup(pinned) };
    agent = url.protocol === "https:" ? new https.Agent(options) : new http.Agent(options);
    agents.set(key, agent);
    if (agents.size > MAX_KEPT) {
      const [oldest, old] = agents.entries().next().value!;
      agents.delete(oldest);
      old.destroy();
    }
  }
  return agent;
}

/** Resolves the host once and returns the address to connect to, or throws RefusedAddressError. */
export async function checkedAddress(hostname: string, opts: Pick<TransportOptions, "allowLoopback" | "resolve">): Promise<ResolvedAddress> {
  const host = hostname.replace(/^\[|\]$/g, "");
  const answers = await (opts.resolve ?? systemResolve)(host);
  if (!answers.length) throw new RefusedAddressError(host, "none");
  // Every answer must pass: a name that also resolves to a private address is refused outright.
  const bad = answers.find((a) => !isPublicAddress(a.address) && !(opts.allowLoopback && isLoopbackAddress(a.address)));
  if (bad) throw new RefusedAddressError(host, bad.address);
  return answers[0];
}

/** A socket lookup that only ever answers with the checked address. */
function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}

export type PushAnswer = { status: number; retryAfter: string | null };

/** Sends the request to the checked address; resolves with the HTTP status and Retry-After (the body is discarded). */
export async function sendPushRequestDetailed(request: PushRequest, opts: TransportOptions): Promise<PushAnswer> {
  const url = new URL(request.endpoint);
  const pinned = await checkedAddress(url.hostname, opts);
  const agent = agentFor(url, pinned);
  const client = url.protocol === "https:" ? https : http;
  const signal = AbortSignal.timeout(opts.timeoutMs);
  const send = (retried: boolean) =>
    new Promise<PushAnswer>((resolve, reject) => {
      const req = client.request(url, { method: request.method, headers: request.headers, lookup: pinnedLookup(pinned), agent, signal }, (res) => {
        res.resume();
        const retryAfter = res.headers["retry-after"];
        res.on("end", () => resolve({ status: res.statusCode ?? 0, retryAfter: typeof retryAfter === "string" ? retryAfter : null }));
        res.on("error", reject);
      });
      req.on("error", (error: NodeJS.ErrnoException) => {
        // A kept connection the service had just closed: sent once more on a new one.
        if (!retried && req.reusedSocket && error.code === "ECONNRESET") resolve(send(true));
        else reject(error);
      });
      req.end(request.body ?? undefined);
    });
  return send(false);
}

/** Sends the request to the checked address; resolves with the HTTP status. */
export async function sendPushRequest(request: PushRequest, opts: TransportOptions): Promise<number> {
  return (await sendPushRequestDetailed(request, opts)).status;
}

export type Subscription = { id: number; userId: number; endpoint: string; p256dh: string; auth: string };

/** A push message holds at most ~4 KB; the full text stays in the app. */
const PUSH_BODY_MAX = 1000;

/**
 * One push attempt (RFC 8291 aes128gcm, VAPID): web-push encrypts for the subscription, signed with
 * the cached VAPID JWT, sent within the push service's concurrency bound. Resolves with the service's
 * answer; throws when there was none (network error, timeout) or the endpoint is refused
 * (RefusedAddressError).
 */
export async function attemptPush(sub: Subscription, payload: PushPayload, vapid: VapidKeys): Promise<PushAnswer> {
  const body = { ...payload, body: payload.body.slice(0, PUSH_BODY_MAX) };
  const request = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, JSON.stringify(body), {
    headers: vapidHeaders(sub.endpoint, vapid),
    TTL: 24 * 60 * 60,
    contentEncoding: "aes128gcm",
  });
  const host = new URL(sub.endpoint).host;
  return withHostSlot(host, () =>
    sendPushRequestDetailed(
      { endpoint: request.endpoint, method: request.method, headers: request.headers as Record<string, string>, body: request.body },
      { allowLoopback: env().PUSH_TEST_MODE === "1", timeoutMs: NOTIFY_LIMITS.pushTimeoutMs },
    ),
  );
}

/** A stored endpoint the rules no longer accept (checked at subscribe time; checked again in case the rules changed). */
export const endpointRefused = (endpoint: string) => endpointProblem(endpoint, env().PUSH_TEST_MODE === "1") !== null;

/** Runs `fn` over `items` with at most `limit` in flight. */
export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
