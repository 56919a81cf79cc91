import { withMember } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/parse";
import { mindsetSchema } from "@/lib/schemas/journal";
import { getMindset } from "@/lib/services/journal/get-mindset";
import { saveMindset } from "@/lib/services/journal/save-mindset";

// GET /api/mindset - today's mindset exercises (empty when none yet)
export const GET = withMember(async ({ member }) => getMindset(member));

// POST /api/mindset - save the fields sent (texts and completion flags) on today's page
export const POST = withMember(async ({ req, member }) => saveMindset(member, await parseBody(req, mindsetSchema)));
