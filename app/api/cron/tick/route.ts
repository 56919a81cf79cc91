import { withCron } from "@/lib/api/handler";
import { runTick } from "@/lib/services/cron/run-tick";

// POST /api/cron/tick - daily resets and notification jobs (Authorization: Bearer $CRON_SECRET)
export const POST = withCron(async () => runTick(new Date()));

// GET /api/cron/tick - the same, for schedulers that can only GET
export const GET = POST;
