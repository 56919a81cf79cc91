// Shapes the browser reads from the session and user calls (01-core s3 and s7).

/** GET /api/session; null when signed out. */
export type Session = { userId: number; isAdmin: boolean; username: string };

/** GET /api/user and GET /api/users/me (the server's own type). */
export type { CurrentUser } from "@/lib/schemas/user";
