import { withMetricsAccess } from "@/lib/api/handler";
import { metricsText } from "@/lib/queue/prometheus";

// GET /api/metrics - the job queue, push outcomes and the process in Prometheus text format (admin
// session, or Authorization: Bearer $METRICS_TOKEN)
export const GET = withMetricsAccess(async () => {
  const { text, contentType } = await metricsText();
  return new Response(text, { headers: { "Content-Type": contentType, "Cache-Control": "no-store" } });
});
