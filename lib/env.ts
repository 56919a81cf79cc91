// The environment, validated in one place. Scripts (npm run demo / start / test) fill in
// DATABASE_URL (embedded Postgres) and generated secrets when they are unset.
import { z } from "zod";

const schema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  DATABASE_URL: z.string().min(1, "DATABASE_URL is not set (npm run demo/start set it for the embedded Postgres)"),
  NEXTAUTH_SECRET: z.string().min(16).optional(),
  NEXTAUTH_URL: z.string().url().optional(),
  CRON_SECRET: z.string().min(16).optional(),
  DEMO_REGISTRATION_CODE: z.string().min(1).default("DEMO2026"),
  /** Registrations per client address an hour (docs/decisions.md "Teams and roles"); the e2e server raises it (one address registers every spec's members). */
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().default("mailto:admin@reach.local"),
  /** Lets push subscriptions point at loopback receivers; only for the test suite. */
  PUSH_TEST_MODE: z.enum(["0", "1"]).default("0"),
  /** Bearer token a metrics scraper sends to GET /api/metrics (admins need none). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Postgres connections per server process (pg pool size); see lib/db.ts. */
  /** Sign-in through an OpenID Connect provider (docs/product/sso.md): all three set, or none. */
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** The sign-in button's label ("Sign in with <label>"). */
  OIDC_LABEL: z.string().min(1).max(40).default("single sign-on"),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

/** Read lazily so tests can point DATABASE_URL at their own database before first use. */
export function env(): Env {
  // Also read again when the identity provider's issuer changes (a test starts its provider on a free port).
  if (cached && cached.DATABASE_URL === process.env.DATABASE_URL && cached.OIDC_ISSUER === process.env.OIDC_ISSUER) return cached;
  cached = schema.parse(process.env);
  return cached;
}

export function authSecret(): string {
  const secret = env().NEXTAUTH_SECRET;
  if (secret) return secret;
  if (env().NODE_ENV === "production") throw new Error("NEXTAUTH_SECRET must be set in production");
  return "reach-development-secret-not-for-production";
}
