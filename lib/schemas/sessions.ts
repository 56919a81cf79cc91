// A member's sessions as GET /api/sessions returns them, and the id a device's sign-out names
// (docs/decisions.md "Fair points and sessions"). Shared by the handlers and Profile > Security.
import { z } from "zod";

export type SessionDto = { id: string; device: string; createdAt: string; lastSeenAt: string; current: boolean };

/** A session id: 16 random bytes in base64url (22 characters). */
export const sessionParamsSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{22}$/, "id must be a session id"),
});
