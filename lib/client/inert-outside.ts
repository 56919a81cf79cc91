// What an open menu or select leaves behind it (docs/decisions.md "Open menus hide the page"):
// Radix hides the rest of the page from assistive technology (aria-hidden on the body's other
// children) and traps the focus, but the hidden elements stay focusable in the tree, which axe
// reports as aria-hidden-focus. This ref callback also makes them `inert` while the overlay is
// mounted: not focusable, not clickable, and not in the accessibility tree. It is a React 19 ref
// with a cleanup: the page comes back when the overlay unmounts, before Radix returns the focus to
// the trigger (its focus scope does that a task later). Overlays that overlap (a select in a dialog)
// count their holds, so the first to close does not free what the other still covers.
const holds = new WeakMap<Element, number>();

export function inertOutside(node: HTMLElement | null): (() => void) | undefined {
  if (!node || typeof document === "undefined") return undefined;
  const covered = [...document.body.children].filter((el) => !el.contains(node) && (holds.has(el) || !el.hasAttribute("inert")));
  for (const el of covered) {
    holds.set(el, (holds.get(el) ?? 0) + 1);
    el.setAttribute("inert", "");
  }
  return () => {
    for (const el of covered) {
      const left = (holds.get(el) ?? 1) - 1;
      if (left > 0) holds.set(el, left);
      else {
        holds.delete(el);
        el.removeAttribute("inert");
      }
    }
  };
}
