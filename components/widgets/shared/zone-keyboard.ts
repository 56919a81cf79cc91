// Keyboard drag between drop zones (@dnd-kit/core): the arrow keys jump a picked-up item to the
// next or previous zone in `zones` order (Right/Down next, Left/Up previous), whatever the layout
// (side by side on a desktop, stacked on a phone), instead of nudging it 25 px at a time.
// The draggable's data carries its zone as `data.zone`.
import type { KeyboardCoordinateGetter } from "@dnd-kit/core";

export function zoneKeyboardCoordinates(zones: readonly string[]): KeyboardCoordinateGetter {
  return (event, { context }) => {
    const step = event.code === "ArrowRight" || event.code === "ArrowDown" ? 1 : event.code === "ArrowLeft" || event.code === "ArrowUp" ? -1 : 0;
    if (step === 0) return undefined;
    event.preventDefault();
    const overId = context.over?.id;
    const from = zones.includes(String(overId)) ? String(overId) : (context.active?.data.current?.zone as string | undefined);
    if (!from) return undefined;
    const index = Math.min(zones.length - 1, Math.max(0, zones.indexOf(from) + step));
    const rect = context.droppableRects.get(zones[index]);
    if (!rect) return undefined;
    const width = context.collisionRect?.width ?? 0;
    return { x: rect.left + Math.max(0, (rect.width - width) / 2), y: rect.top + 8 };
  };
}
