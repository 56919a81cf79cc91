// /stats chart boxes (docs/decisions.md "/stats charts draw when seen"): a box of its final size with a placeholder until it comes on
// screen; then its chart draws, one chart per task.
import { act, render, screen } from "@testing-library/react";
import { ChartSlot } from "@/components/stats/chart-slot";
import type { StatsDto } from "@/lib/schemas/stats";

jest.mock("@/components/stats/chart-views", () => ({
  ChartView: ({ kind }: { kind: string }) => <svg data-testid={`chart-${kind}`} />,
}));

type Entry = { target: Element; isIntersecting: boolean };
const observers: { callback: (entries: Entry[]) => void; targets: Element[] }[] = [];
beforeEach(() => {
  observers.length = 0;
  global.IntersectionObserver = class {
    targets: Element[] = [];
    constructor(public callback: (entries: Entry[]) => void) {
      observers.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});

const STATS = { days: [], weekdays: [], rates: {}, pointsBefore: 0 } as unknown as StatsDto;
const comeOnScreen = async (index: number) =>
  act(async () => {
    const o = observers[index];
    o.callback(o.targets.map((target) => ({ target, isIntersecting: true })));
  });

it("draws nothing until its box comes on screen, then draws the charts one task at a time", async () => {
  jest.useFakeTimers();
  try {
    const { container } = render(
      <>
        <ChartSlot kind="points" stats={STATS} />
        <ChartSlot kind="streak" stats={STATS} />
      </>,
    );
    const boxes = container.querySelectorAll("[data-chart]");
    expect(boxes).toHaveLength(2);
    boxes.forEach((box) => {
      expect(box).toHaveClass("h-56", "w-full");
      expect(box).toHaveAttribute("aria-hidden", "true");
      expect(box.querySelector("[data-slot=skeleton]")).not.toBeNull();
    });
    expect(screen.queryByTestId("chart-points")).toBeNull();

    await comeOnScreen(0);
    await comeOnScreen(1);
    expect(screen.getByTestId("chart-points")).toBeInTheDocument();
    // The second chart waits for a task of its own.
    expect(screen.queryByTestId("chart-streak")).toBeNull();
    await act(async () => {
      jest.runOnlyPendingTimers();
    });
    expect(screen.getByTestId("chart-streak")).toBeInTheDocument();
    await act(async () => {
      jest.runOnlyPendingTimers();
    });
  } finally {
    jest.useRealTimers();
  }
});

it("a box that never comes on screen never draws", async () => {
  render(<ChartSlot kind="rates" stats={STATS} />);
  await act(async () => {
    observers[0].callback([{ target: observers[0].targets[0], isIntersecting: false }]);
  });
  expect(screen.queryByTestId("chart-rates")).toBeNull();
});
