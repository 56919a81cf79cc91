"use client";
// Client navigation for the app's links (components/shared/nav-link.tsx): navigate in a
// transition and remember the path being navigated to, so the shell can show that screen's
// loading state meanwhile (components/shell/navigation.tsx).
import { createContext, useCallback, useContext, useMemo, useState, useTransition } from "react";
import { usePathname, useRouter } from "next/navigation";

type Navigation = { navigate: (href: string) => void; pendingPath: string | null };

export const NavigationContext = createContext<Navigation | null>(null);

/** The path part of an in-app href ("/dashboard#goals" -> "/dashboard"). */
export const pathOf = (href: string) => new URL(href, "http://app.invalid").pathname;

export function NavigationProvider({ children }: { children: React.ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const [isPending, startTransition] = useTransition();
  const [target, setTarget] = useState<string | null>(null);
  const navigate = useCallback(
    (href: string) => {
      // Another screen shows its loading state until it arrives; the same screen (an anchor on it)
      // keeps what is on screen.
      setTarget(pathOf(href) === pathname ? null : pathOf(href));
      startTransition(() => router.push(href));
    },
    [router, pathname],
  );
  const value = useMemo(() => ({ navigate, pendingPath: isPending ? target : null }), [navigate, isPending, target]);
  return <NavigationContext value={value}>{children}</NavigationContext>;
}

/** Navigates client-side (a transition: the shell shows the next screen's loading state). */
export function useNavigate(): (href: string) => void {
  const router = useRouter();
  const navigation = useContext(NavigationContext);
  return navigation?.navigate ?? router.push;
}
