import { act, render, screen } from "@testing-library/react";
import { lazy, Suspense } from "react";
import { Later, lazyAfterLoad } from "@/components/dashboard/later";
import { NEAR_MARGIN } from "@/components/shell/after-load";

// afterLoad (components/shell/after-load, tested there) is released by each test.
let mockRelease: () => void = () => {};
let mockLater: Promise<void> = Promise.resolve();
jest.mock("@/components/shell/after-load", () => ({ ...jest.requireActual("@/components/shell/after-load"), afterLoad: () => mockLater }));
beforeEach(() => {
  mockLater = new Promise((resolve) => (mockRelease = resolve));
});

test("Later shows its fallback until the page is loaded and idle, then its lazy children", async () => {
  const Panel = lazy(async () => ({ default: () => <p>The panel</p> }));
  render(
    <Later fallback={<p>Placeholder</p>}>
      <Panel />
    </Later>,
  );
  await act(async () => {});
  expect(screen.getByText("Placeholder")).toBeInTheDocument();
  expect(screen.queryByText("The panel")).not.toBeInTheDocument();
  await act(async () => mockRelease());
  expect(await screen.findByText("The panel")).toBeInTheDocument();
  expect(screen.queryByText("Placeholder")).not.toBeInTheDocument();
});

test("Later with observe: its children as soon as the placeholder comes within a screen of the viewport", async () => {
  let report: IntersectionObserverCallback = () => {};
  const observed: { margin?: string; element?: Element } = {};
  const original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      report = callback;
      observed.margin = options?.rootMargin;
    }
    observe(element: Element) {
      observed.element = element;
    }
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  try {
    render(
      <Later observe fallback={<p>Placeholder</p>}>
        <p>The panel</p>
      </Later>,
    );
    expect(observed.margin).toBe(NEAR_MARGIN);
    expect(observed.element).toContainElement(screen.getByText("Placeholder"));
    act(() => report([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText("Placeholder")).toBeInTheDocument();
    act(() => report([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText("The panel")).toBeInTheDocument();
  } finally {
    globalThis.IntersectionObserver = original;
  }
});

test("lazyAfterLoad: the section's code is asked for only once the page is loaded and idle", async () => {
  const load = jest.fn(async () => function NotesView() {
    return <p>Notes</p>;
  });
  const Notes = lazyAfterLoad(load);
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Notes />
    </Suspense>,
  );
  await act(async () => {});
  expect(load).not.toHaveBeenCalled();
  expect(screen.queryByText("Notes")).not.toBeInTheDocument();
  await act(async () => mockRelease());
  expect(await screen.findByText("Notes")).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});
