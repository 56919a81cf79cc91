// The Prometheus text exposition format (version 0.0.4) for a few gauges and counters: one home
// for escaping and layout, used by GET /api/metrics (docs/decisions.md "The job queue").

export type Metric = { name: string; help: string; type: "gauge" | "counter"; samples: { labels?: Record<string, string>; value: number }[] };

const escapeLabel = (v: string) => v.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/"/g, '\\"');

export function prometheusText(metrics: Metric[]): string {
  const lines: string[] = [];
  for (const m of metrics) {
    lines.push(`# HELP ${m.name} ${m.help.replace(/\n/g, " ")}`, `# TYPE ${m.name} ${m.type}`);
    for (const s of m.samples) {
      const labels = s.labels && Object.keys(s.labels).length ? `{${Object.entries(s.labels).map(([k, v]) => `${k}="${escapeLabel(v)}"`).join(",")}}` : "";
      lines.push(`${m.name}${labels} ${Number.isFinite(s.value) ? s.value : 0}`);
    }
  }
  return `${lines.join("\n")}\n`;
}
