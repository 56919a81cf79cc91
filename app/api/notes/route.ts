import { withMember } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/parse";
import { noteSchema } from "@/lib/schemas/journal";
import { getNote } from "@/lib/services/journal/get-note";
import { saveNote } from "@/lib/services/journal/save-note";

// GET /api/notes - today's note (empty when none yet)
export const GET = withMember(async ({ member }) => getNote(member));

// POST /api/notes - save today's note
export const POST = withMember(async ({ req, member }) => saveNote(member, (await parseBody(req, noteSchema)).content));
