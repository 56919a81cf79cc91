import { withMetricsAccess } from "@/lib/api/handler";
import { metricsText } from "@/lib/queue/prometheus";

// GET /api/metrics - the job queue and push outcomes in Prometheus text format (admin session, or
// Authorization: Bearer $METRICS_TOKEN)
export const GET = withMetricsAccess(async () => new Response(await metricsText(), { headers: { "Content-Type": "text/plain; version=0.0.4; charset=utf-8", "Cache-Control": "no-store" } }));
