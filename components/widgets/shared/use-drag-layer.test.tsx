import { act, fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { useDragLayer } from "@/components/widgets/shared/use-drag-layer";

/** A stand-in drag layer: its Handle is a different component than the plain one, as in the widgets. */
const layerModule = {
  Handle: ({ label }: { label: string }) => (
    <>
      <button aria-label={label} data-layer="true" />
      <button data-layer="true">Clear Done</button>
    </>
  ),
};
const PlainHandle = ({ label }: { label: string }) => (
  <>
    <button aria-label={label} />
    <button>Clear Done</button>
  </>
);

function Board({ load }: { load: () => Promise<typeof layerModule> }) {
  const root = useRef<HTMLDivElement>(null);
  const { layer, intent } = useDragLayer(load, root);
  const Handle = layer?.Handle ?? PlainHandle;
  return (
    <div ref={root} data-testid="board" {...intent}>
      <input aria-label="New card" />
      <Handle label='Drag "Card"' />
    </div>
  );
}

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

test("the layer loads when a drag can start, not on render, and once", async () => {
  const load = jest.fn(async () => layerModule);
  const { unmount } = render(<Board load={load} />);
  await flush();
  expect(load).not.toHaveBeenCalled(); // jsdom has no IntersectionObserver: no idle load either
  expect(screen.getByLabelText('Drag "Card"')).not.toHaveAttribute("data-layer");

  fireEvent.pointerEnter(screen.getByTestId("board"));
  fireEvent.focus(screen.getByLabelText("New card"));
  await flush();
  expect(load).toHaveBeenCalledTimes(1);
  expect(screen.getByLabelText('Drag "Card"')).toHaveAttribute("data-layer", "true");

  // A widget mounted again (another day's panel, a reload of the panel) starts with the layer.
  unmount();
  render(<Board load={load} />);
  expect(screen.getByLabelText('Drag "Card"')).toHaveAttribute("data-layer", "true");
  expect(load).toHaveBeenCalledTimes(1);
});

test("a handle focused before the layer arrived has focus again after the remount", async () => {
  let arrive: (m: typeof layerModule) => void = () => undefined;
  const load = () => new Promise<typeof layerModule>((resolve) => (arrive = resolve));
  render(<Board load={load} />);
  const plain = screen.getByLabelText('Drag "Card"');
  act(() => plain.focus()); // keyboard users reach the handle with Tab: focus is the intent
  await act(async () => arrive(layerModule));
  await flush();
  const wired = screen.getByLabelText('Drag "Card"');
  expect(wired).toHaveAttribute("data-layer", "true");
  expect(wired).not.toBe(plain);
  expect(wired).toHaveFocus();
});

test("a button named by its text has focus again too (Clear Done in a column's header)", async () => {
  let arrive: (m: typeof layerModule) => void = () => undefined;
  const load = () => new Promise<typeof layerModule>((resolve) => (arrive = resolve));
  render(<Board load={load} />);
  act(() => screen.getByRole("button", { name: "Clear Done" }).focus());
  await act(async () => arrive(layerModule));
  await flush();
  expect(screen.getByRole("button", { name: "Clear Done" })).toHaveAttribute("data-layer", "true");
  expect(screen.getByRole("button", { name: "Clear Done" })).toHaveFocus();
});

test("a failed load (offline) is tried again at the next intent", async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(layerModule);
  render(<Board load={load} />);
  fireEvent.touchStart(screen.getByTestId("board"));
  await flush();
  expect(screen.getByLabelText('Drag "Card"')).not.toHaveAttribute("data-layer");
  fireEvent.touchStart(screen.getByTestId("board"));
  await flush();
  expect(load).toHaveBeenCalledTimes(2);
  expect(screen.getByLabelText('Drag "Card"')).toHaveAttribute("data-layer", "true");
});
