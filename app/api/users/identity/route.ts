// Profile > Security's sign-in card (docs/product/sso.md#connect): the host's identity provider
// and whether the member's account is connected to it.
import { withAuth } from "@/lib/api/handler";
import { identityStatus } from "@/lib/services/auth/sign-in-policy";

// GET /api/users/identity - { provider: string | null, linked, hasPassword, confirmedUntil: ISO | null }
export const GET = withAuth(async ({ user }) => Response.json(await identityStatus(user.id, user.sessionId), { headers: { "Cache-Control": "no-store" } }));
