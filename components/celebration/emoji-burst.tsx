// The 20-emoji burst behind the celebration card (pure CSS animation, decorative). Its keyframes
// `reach-emoji-burst` live in app/globals.css: an inline <style> would break the page's CSP.
// Drawn once per mount (the popup keys it by celebration).
import { useState } from "react";
import { makeBurst } from "@/components/celebration/celebration-kinds";
import type { CelebrationType } from "@/lib/client/celebration";

export function EmojiBurst({ type }: { type: CelebrationType }) {
  const [items] = useState(() => makeBurst(type));
  return (
    <div aria-hidden data-testid="emoji-burst" className="pointer-events-none fixed inset-0 z-[60] overflow-hidden">
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
