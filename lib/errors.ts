// The errors services and handlers throw: a code (and its HTTP status), a message and, for bad
// input, the issues. lib/api/errors turns them into the one error body of every /api answer.

export type ErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "internal_error"
  | "bad_gateway"
  | "unavailable";

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  /** A service Reach depends on outside itself failed (a push service refused every delivery). */
  bad_gateway: 502,
  unavailable: 503,
};

export type Issue = { path: string; message: string };

export class ApiError extends Error {
  constructor(
    public code: ErrorCode,
    message: string,
    public issues?: Issue[],
    public headers?: Record<string, string>,
  ) {
    super(message);
  }
  get status() {
    return STATUS[this.code];
  }
}

export const badRequest = (message = "Invalid request", issues?: Issue[]) => new ApiError("bad_request", message, issues);
export const unauthorized = (message = "Not authenticated") => new ApiError("unauthorized", message);
export const forbidden = (message = "Forbidden") => new ApiError("forbidden", message);
export const notFound = (message = "Not found") => new ApiError("not_found", message);
export const conflict = (message: string) => new ApiError("conflict", message);
