// Lucide's icons drawn without lucide's client runtime (docs/decisions.md "Icons of the first load"): lucide-react's Icon is a
// "use client" module with a context, so every lucide icon costs script even on a server
// component, plus its runtime on the first load. `icon()` renders the same <svg> markup
// (attributes, classes, aria-hidden unless the icon is labelled), so a server component
// draws one with no script and a client component ships only its shapes. The shapes are
// lucide's own (components/ui/icons.ts, checked against lucide-react by icons.test.tsx).
import type { SVGProps } from "react";

type Shape = readonly [tag: "path" | "circle" | "rect" | "line" | "polyline" | "ellipse", attributes: Record<string, string>];
export type IconProps = SVGProps<SVGSVGElement>;
export type IconComponent = (props: IconProps) => React.ReactElement;
/** What a prop taking an icon accepts: one of ours or (in later-loaded code) a lucide-react icon. */
export type IconType = React.ComponentType<IconProps>;

const labelled = (props: object) =>
  Object.entries(props).some(([name, value]) => (name.startsWith("aria-") || name === "role" || name === "title") && value != null);

/** An icon component: `names` is lucide's name (and aliases, "a lucide-b"), `shapes` its shapes. */
export function icon(names: string, shapes: readonly Shape[]): IconComponent {
  function Icon({ className, children, ...rest }: IconProps) {
    const classes = [...new Set(["lucide", `lucide-${names}`, ...(className?.split(" ") ?? [])])].filter(Boolean).join(" ");
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={classes}
        aria-hidden={children || labelled(rest) ? undefined : "true"}
        {...rest}
      >
        {shapes.map(([Tag, attributes], i) => (
          <Tag key={i} {...attributes} />
        ))}
        {children}
      </svg>
    );
  }
  return Icon;
}
