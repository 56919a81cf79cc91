import { withAuth } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/parse";
import { noteSchema } from "@/lib/schemas/journal";
import { getNote } from "@/lib/services/journal/get-note";
import { saveNote } from "@/lib/services/journal/save-note";

// GET /api/notes - today's note (empty when none yet)
export const GET = withAuth(async ({ user }) => getNote(user));

// POST /api/notes - save today's note
export const POST = withAuth(async ({ req, user }) => saveNote(user, (await parseBody(req, noteSchema)).content));
