// The security headers proxy.ts adds to every page (docs/decisions.md "A nonce-based Content-Security-Policy"): a nonce-based
// Content-Security-Policy and, over https, Strict-Transport-Security. Pure (Web Crypto only), so
// the proxy, its tests and a unit test share one rule. The static headers (nosniff, frame DENY,
// referrer policy) stay in next.config.mjs for every response.

/** Two years, subdomains included (the value the HSTS preload list asks for, without `preload`). */
export const HSTS_VALUE = "max-age=63072000; includeSubDomains";

/**
 * The request reached us over https: the request URL says so, or the TLS-terminating proxy in
 * front of us set `X-Forwarded-Proto: https` (its first entry). A client talking to us directly
 * could forge the header, which only earns it an HSTS header over http (browsers ignore those)
 * and a `Secure` session cookie it cannot use over http.
 */
export function isSecureRequest(req: { nextUrl: { protocol: string }; headers: Headers }): boolean {
  return req.nextUrl.protocol === "https:" || req.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "https";
}

/** 128 random bits, base64: a fresh one per page request. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** `'sha256-...'` of an inline script's exact text. */
export async function scriptHash(source: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(source)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

export type CspOptions = { nonce: string; themeHash: string; secure: boolean; dev?: boolean };

/**
 * Scripts: only the nonce Next puts on its own scripts (and what they load: 'strict-dynamic'),
 * plus our one inline script (app/layout.tsx's theme script) by hash. Nothing from another
 * origin anywhere. Styles may be inline: Radix dialogs inject <style> elements without a nonce
 * and recharts, Radix and React set style attributes; CSS cannot run script, and with images and
 * fonts from 'self' only it cannot send anything elsewhere. Images may be blob:/data: (upload
 * previews, compression), workers blob:
 * (canvas-confetti draws in a worker made from a blob), the service worker comes from 'self'.
 */
export function contentSecurityPolicy({ nonce, themeHash, secure, dev = false }: CspOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' ${themeHash}${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "media-src 'self' blob: data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  // Only over https: on plain http (local runs, the test suite) it would send every asset to https.
  if (secure) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}
