import { withCron } from "@/lib/api/handler";
import { enqueueTick } from "@/lib/services/cron/run-tick";

// POST /api/cron/tick - enqueues the daily resets and notification jobs (Authorization: Bearer
// $CRON_SECRET); the workers run them (docs/decisions.md "The job queue")
export const POST = withCron(async () => Response.json(await enqueueTick(new Date()), { status: 202, headers: { "Cache-Control": "no-store" } }));

// GET /api/cron/tick - the same, for schedulers that can only GET
export const GET = POST;
