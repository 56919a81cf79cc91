import { prometheusText } from "@/lib/domain/prometheus-text";

describe("prometheusText", () => {
  it("writes HELP, TYPE and samples with escaped labels", () => {
    expect(
      prometheusText([
        { name: "reach_queue_ready_jobs", help: "Jobs ready", type: "gauge", samples: [{ labels: { queue: "push-batch" }, value: 3 }, { labels: { queue: 'a"b\\c' }, value: 0 }] },
        { name: "reach_push_total", help: "Pushes", type: "counter", samples: [{ value: Number.NaN }] },
      ]),
    ).toBe(
      [
        "# HELP reach_queue_ready_jobs Jobs ready",
        "# TYPE reach_queue_ready_jobs gauge",
        'reach_queue_ready_jobs{queue="push-batch"} 3',
        'reach_queue_ready_jobs{queue="a\\"b\\\\c"} 0',
        "# HELP reach_push_total Pushes",
        "# TYPE reach_push_total counter",
        "reach_push_total 0",
        "",
      ].join("\n"),
    );
  });
});
