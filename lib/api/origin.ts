// A state-changing /api request whose Origin is not the app's own gets 403 (CSRF defence on top
// of SameSite=Lax cookies). Requests without Origin (curl, cron) are not browser cross-site calls.
import { forbidden } from "@/lib/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function assertSameOrigin(req: Request): void {
  if (SAFE_METHODS.has(req.method)) return;
  const origin = req.headers.get("origin");
  if (!origin) {
    if (req.headers.get("sec-fetch-site") === "cross-site") throw forbidden("Cross-site request refused");
    return;
  }
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host") ?? new URL(req.url).host;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw forbidden("Cross-site request refused");
  }
  const allowed = new Set([host]);
  if (process.env.NEXTAUTH_URL) allowed.add(new URL(process.env.NEXTAUTH_URL).host);
  if (!allowed.has(originHost)) throw forbidden("Cross-site request refused");
}
