import { NextResponse } from "next/server";
import { withAuth } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/parse";
import { pauseSchema } from "@/lib/schemas/streak";
import { startPause } from "@/lib/services/streak/pauses";

// POST /api/streak/pauses - {reason, days: 1-14, startDate?: today or later}; 201 with the streak view
export const POST = withAuth(async ({ req, user }) => NextResponse.json(await startPause(user.id, await parseBody(req, pauseSchema)), { status: 201, headers: { "Cache-Control": "no-store" } }));
