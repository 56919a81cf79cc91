// One error body everywhere: { message, code, issues? }. Never HTML, never a stack trace.
import { NextResponse } from "next/server";
import { ApiError } from "@/lib/errors";

export function errorResponse(error: unknown): NextResponse {
  if (error instanceof ApiError) {
    const body: Record<string, unknown> = { message: error.message, code: error.code };
    if (error.issues?.length) body.issues = error.issues;
    return NextResponse.json(body, { status: error.status, headers: { "Cache-Control": "no-store", ...error.headers } });
  }
  console.error("[api] unexpected error", error);
  return NextResponse.json(
    { message: "Something went wrong. Please try again later.", code: "internal_error" },
    { status: 500, headers: { "Cache-Control": "no-store" } },
  );
}
