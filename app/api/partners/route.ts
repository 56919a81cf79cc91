import { withAuth } from "@/lib/api/handler";
import { parseFormBody } from "@/lib/api/parse";
import { invitePartnerSchema } from "@/lib/schemas/partners";
import { invitePartner, listPartners } from "@/lib/services/partners/partners";

// GET /api/partners - the member's live partner links: their goals' partners, the invitations they got and the goals they follow
export const GET = withAuth(async ({ user }) => listPartners(user, new Date()));

// POST /api/partners {username, goalId} - invite a member of the team to follow one SMART goal; 201
export const POST = withAuth(async ({ req, user }) => {
  const link = await invitePartner(user, await parseFormBody(req, invitePartnerSchema));
  return Response.json(link, { status: 201, headers: { "Cache-Control": "no-store" } });
});
