// How a push service's answer is treated (docs/decisions.md "The job queue"): 2xx sent; 404/410 the
// subscription is gone (deleted); 429, 503 and other 5xx, and no answer at all, are tried again later
// (after Retry-After when the service gives one) up to a number of attempts; any other 4xx is a
// refusal that is recorded and not retried.

export type PushOutcome =
  | { kind: "sent"; status: number }
  | { kind: "gone"; status: number }
  | { kind: "failed"; status: number }
  | { kind: "retry"; status: number; afterSeconds: number };

/** Seconds a Retry-After header asks for (delta-seconds or an HTTP date), or null when absent or unreadable. */
export function retryAfterSeconds(header: string | null | undefined, now: Date): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  // An HTTP date names its day and month ("Wed, 21 Oct 2015 07:28:00 GMT").
  if (!/[a-z]{3}/i.test(value)) return null;
  const at = Date.parse(value);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

/** The wait before attempt `attempt + 1` when the service named none: 10 s, 20 s, 40 s... */
export const defaultRetrySeconds = (attempt: number) => Math.min(10 * 2 ** Math.max(0, attempt - 1), 600);

/**
 * The outcome of one attempt (`attempt` counts from 1). `status` 0 means no answer (network error or
 * timeout). A retryable answer on the last allowed attempt is a failure.
 */
export function classifyPush(
  status: number,
  retryAfter: string | null | undefined,
  attempt: number,
  opts: { maxAttempts: number; maxRetryAfterSeconds: number; now: Date },
): PushOutcome {
  if (status >= 200 && status <= 299) return { kind: "sent", status };
  if (status === 404 || status === 410) return { kind: "gone", status };
  const retryable = status === 0 || status === 429 || status >= 500;
  if (!retryable) return { kind: "failed", status };
  if (attempt >= opts.maxAttempts) return { kind: "failed", status };
  const asked = retryAfterSeconds(retryAfter, opts.now);
  const afterSeconds = Math.min(asked ?? defaultRetrySeconds(attempt), opts.maxRetryAfterSeconds);
  return { kind: "retry", status, afterSeconds };
}
