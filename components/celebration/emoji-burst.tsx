// The 20-emoji burst behind the celebration card (pure CSS animation, decorative).
import type { BurstItem } from "@/components/celebration/celebration-kinds";

const KEYFRAMES = `@keyframes reach-emoji-burst {
  0% { transform: translate(-50%, -50%) scale(0.3) rotate(0deg); opacity: 0; }
  15% { opacity: 1; }
  100% { transform: translate(calc(-50% + var(--dx)), calc(-50% + var(--dy))) scale(1) rotate(var(--rot)); opacity: 0; }
}`;

export function EmojiBurst({ items }: { items: BurstItem[] }) {
  return (
    <div aria-hidden data-testid="emoji-burst" className="pointer-events-none fixed inset-0 z-[60] overflow-hidden">
      <style>{KEYFRAMES}</style>
      {items.map((item, i) => (
        <span
          key={i}
          className="absolute top-1/2 left-1/2 select-none"
          style={
            {
              fontSize: item.size,
              "--dx": `${item.dx}px`,
              "--dy": `${item.dy}px`,
              "--rot": `${item.rotate}deg`,
              animation: `reach-emoji-burst 1.4s cubic-bezier(0.16, 1, 0.3, 1) ${item.delayMs}ms both`,
            } as React.CSSProperties
          }
        >
          {item.emoji}
        </span>
      ))}
    </div>
  );
}
