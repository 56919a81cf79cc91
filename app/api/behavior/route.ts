import { withMember } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/parse";
import { behaviorSchema } from "@/lib/schemas/journal";
import { getBehavior } from "@/lib/services/journal/get-behavior";
import { saveBehavior } from "@/lib/services/journal/save-behavior";

// GET /api/behavior - today's behavior reflection (empty fields when none yet)
export const GET = withMember(async ({ member }) => getBehavior(member));

// POST /api/behavior - save continueDoing / startDoing / stopDoing on today's page
export const POST = withMember(async ({ req, member }) => saveBehavior(member, await parseBody(req, behaviorSchema)));
