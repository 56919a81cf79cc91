import { act, render, screen } from "@testing-library/react";
import { lazy, Suspense } from "react";
import { Later, lazyAfterLoad } from "@/components/shared/later";

// afterLoad (components/shared/after-load, tested there) is released by each test.
let mockRelease: () => void = () => {};
let mockLater: Promise<void> = Promise.resolve();
// afterLoadWhenNear (tested there too): the box it watches and the call that means "near".
const mockNear: { element?: Element | null; call?: () => void; stopped: boolean } = { stopped: false };
jest.mock("@/components/shared/after-load", () => ({
  ...jest.requireActual("@/components/shared/after-load"),
  afterLoad: () => mockLater,
  // Its own task after afterLoad is after-load.test's; here it resolves with afterLoad.
  afterLoadTask: () => mockLater,
  afterLoadWhenNear: (element: Element | null, onNear: () => void) => {
    Object.assign(mockNear, { element, call: onNear, stopped: false });
    return () => (mockNear.stopped = true);
  },
}));
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

test("Later with observe: its children once the page is idle, or earlier when its box comes near or at first use", async () => {
  render(
    <Later observe fallback={<p>Placeholder</p>}>
      <p>The panel</p>
    </Later>,
  );
  expect(mockNear.element).toContainElement(screen.getByText("Placeholder"));
  act(() => mockNear.call?.());
  expect(screen.getByText("The panel")).toBeInTheDocument();
});

test("Later with observe and idleIf saying no once idle: not at idle, only when near or at first use", async () => {
  const idleIf = jest.fn(async () => false);
  const { unmount } = render(
    <Later observe idleIf={idleIf} fallback={<p>Placeholder</p>}>
      <p>The panel</p>
    </Later>,
  );
  expect(idleIf).not.toHaveBeenCalled();
  await act(async () => mockRelease());
  expect(idleIf).toHaveBeenCalledTimes(1);
  expect(screen.getByText("Placeholder")).toBeInTheDocument();
  expect(mockNear.element).toContainElement(screen.getByText("Placeholder"));
  act(() => mockNear.call?.());
  expect(screen.getByText("The panel")).toBeInTheDocument();
  unmount();
  expect(mockNear.stopped).toBe(true);
});

test.each([
  ["says yes (a timer runs)", async () => true],
  ["fails (its code did not load)", async () => Promise.reject(new Error("offline"))],
])("Later with observe and idleIf that %s: at idle, as without it", async (_, idleIf) => {
  render(
    <Later observe idleIf={idleIf} fallback={<p>Placeholder</p>}>
      <p>The panel</p>
    </Later>,
  );
  expect(screen.getByText("Placeholder")).toBeInTheDocument();
  await act(async () => mockRelease());
  expect(screen.getByText("The panel")).toBeInTheDocument();
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
