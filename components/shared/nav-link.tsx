"use client";
// A link to another screen of the app, for the first-load shell and dashboard (docs/decisions.md "Links"):
// next/link and its helpers weigh 4 kB of the first-load script. It behaves as next/link does
// for these links: a plain <a href> (new tab, copy link, no script: all native); a plain
// left click navigates client-side with the App Router (router.push: scroll to top, in a
// transition whose pending state the shell shows, components/shared/navigation-context); the target
// screen is prefetched (the router's "auto" prefetch, as next/link does for a visible link) once
// the page has loaded and the browser is idle, each link in a task of its own (docs/decisions.md "After load, one task each": two
// requests per screen, which no longer compete with the first load and hydration), and at once on
// hover, focus or touch.
import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { afterLoadTask } from "@/components/shared/after-load";
import { useNavigate } from "@/components/shared/navigation-context";

type Props = Omit<React.ComponentProps<"a">, "href"> & { href: string };

export function NavLink({ href, onClick, onMouseEnter, onFocus, onTouchStart, ...props }: Props) {
  const router = useRouter();
  const navigate = useNavigate();
  const prefetch = () => void router.prefetch(href);
  useEffect(() => {
    let mounted = true;
    void afterLoadTask().then(() => mounted && router.prefetch(href));
    return () => {
      mounted = false;
    };
  }, [router, href]);
  return (
    <a
      {...props}
      href={href}
      onMouseEnter={(event) => (onMouseEnter?.(event), prefetch())}
      onFocus={(event) => (onFocus?.(event), prefetch())}
      onTouchStart={(event) => (onTouchStart?.(event), prefetch())}
      onClick={(event) => {
        onClick?.(event);
        const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
        if (event.defaultPrevented || modified || (props.target && props.target !== "_self") || props.download !== undefined) return;
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}
