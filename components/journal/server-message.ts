// The message the server put in an error body ({message} or {error}), if any.
import { ApiCallError, SLOT_TAKEN_MESSAGE } from "@/lib/client/api";

export function serverMessageOf(error: unknown): string | undefined {
  if (!(error instanceof ApiCallError)) return undefined;
  if (error.message === SLOT_TAKEN_MESSAGE) return SLOT_TAKEN_MESSAGE;
  try {
    const body = JSON.parse(error.body) as { message?: unknown; error?: unknown };
    if (typeof body.message === "string") return body.message;
    if (typeof body.error === "string") return body.error;
  } catch {
    /* not JSON */
  }
  return undefined;
}
