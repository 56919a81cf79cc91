// One error body everywhere: { message, code, issues? }. Never HTML, never a stack trace.
import { NextResponse } from "next/server";
import { ApiError } from "@/lib/errors";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "@/lib/api/unavailable";
import { logger } from "@/lib/log";

export const UNAVAILABLE_MESSAGE = "The service is briefly unavailable. Please try again in a few seconds.";

/** report: false when the caller logs the failure itself (lib/api/request-log). */
export function errorResponse(error: unknown, { report = true } = {}): NextResponse {
  if (error instanceof ApiError) {
    const body: Record<string, unknown> = { message: error.message, code: error.code };
    if (error.issues?.length) body.issues = error.issues;
    return NextResponse.json(body, { status: error.status, headers: { "Cache-Control": "no-store", ...error.headers } });
  }
  if (isDatabaseUnavailable(error)) {
    return NextResponse.json(
      { message: UNAVAILABLE_MESSAGE, code: "unavailable" },
      { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": String(RETRY_AFTER_SECONDS) } },
    );
  }
  if (report) logger.error({ err: error }, "unexpected error");
  return NextResponse.json(
    { message: "Something went wrong. Please try again later.", code: "internal_error" },
    { status: 500, headers: { "Cache-Control": "no-store" } },
  );
}
