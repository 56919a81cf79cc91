// The client address: one rule for the custom server (server/server.mjs, the only code that sees
// the socket) and the app (login throttling). Plain JavaScript so the server can run it without a
// build; types in client-address.d.mts.
//
// The server rewrites X-Forwarded-For so that its right-most entry is always the socket peer:
// with TRUST_PROXY_HOPS=0 (no proxy, the default) it is replaced by the peer alone, behind N
// proxies the peer is appended to what they sent. The app then reads the entry N from the right:
// the socket peer itself, or the address the outermost of the N trusted proxies saw. A client can
// only add entries on the left, which are never read, so it cannot choose its counter.

export const MAX_TRUST_PROXY_HOPS = 10;
const MAX_ADDRESS_LENGTH = 64;
const UNKNOWN = "unknown";
/** Headers only a trusted proxy may set: a client's own are dropped when there is none. */
const FORWARDED_BY_PROXIES_ONLY = ["x-forwarded-proto", "x-forwarded-host", "x-forwarded-port"];

/** TRUST_PROXY_HOPS: how many proxies the deployment runs behind (0 when unset). Anything else throws. */
export function trustProxyHops(env = process.env) {
  const raw = (env.TRUST_PROXY_HOPS ?? "").trim();
  if (raw === "") return 0;
  const hops = /^\d{1,2}$/.test(raw) ? Number(raw) : NaN;
  if (!(hops <= MAX_TRUST_PROXY_HOPS)) {
    throw new Error(`TRUST_PROXY_HOPS must be a whole number from 0 to ${MAX_TRUST_PROXY_HOPS} (the proxies in front of Reach), not "${raw}"`);
  }
  return hops;
}

/** One address as counters store it: trimmed, lower case, IPv4-mapped IPv6 as plain IPv4, bounded. */
export function normaliseAddress(value) {
  const address = String(value ?? "").trim().toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
  return address.slice(0, MAX_ADDRESS_LENGTH) || UNKNOWN;
}

/** The entries of X-Forwarded-For header values (a Node header may be a string or an array). */
function entries(header) {
  const values = Array.isArray(header) ? header : header == null ? [] : [header];
  return values.flatMap((value) => String(value).split(",")).map((entry) => entry.trim()).filter(Boolean);
}

/** The X-Forwarded-For the app sees: the socket peer alone (no proxy), or appended to the proxies' chain. */
export function forwardedFor(incoming, peer, hops) {
  const address = normaliseAddress(peer);
  return hops === 0 ? address : [...entries(incoming), address].join(", ");
}

/** The client of a request whose X-Forwarded-For the server rewrote: the entry `hops` from the right. */
export function clientAddress(forwardedForHeader, hops) {
  const chain = entries(forwardedForHeader);
  if (chain.length === 0) return UNKNOWN;
  // A shorter chain than declared reached the server past a proxy: its left-most entry is the best known.
  return normaliseAddress(chain[Math.max(0, chain.length - 1 - hops)]);
}

/**
 * What the custom server does to every request before Next sees it (mutates Node's headers
 * object): X-Forwarded-For as above, X-Real-IP replaced by the client address the app will use.
 * With no trusted proxy, a client's X-Forwarded-Proto is dropped too (Next then records the
 * socket's own scheme): only a proxy may say the request came over https (HSTS, Secure cookie).
 * Likewise X-Forwarded-Host and -Port (Next fills them from Host; the Origin check reads the host).
 */
export function applyPeerAddress(headers, peer, hops) {
  const chain = forwardedFor(headers["x-forwarded-for"], peer, hops);
  headers["x-forwarded-for"] = chain;
  headers["x-real-ip"] = clientAddress(chain, hops);
  if (hops === 0) for (const name of FORWARDED_BY_PROXIES_ONLY) delete headers[name];
  return headers;
}

/** The client address of a request inside the app (route handlers, next-auth): reads what the server set. */
export function requestClientAddress(headers, env = process.env) {
  return clientAddress(headers.get("x-forwarded-for"), trustProxyHops(env));
}
