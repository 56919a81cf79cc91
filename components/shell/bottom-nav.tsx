"use client";

import { NavLink } from "@/components/shared/nav-link";
import { usePathname } from "next/navigation";
import { isActive, navItemsFor } from "@/components/shell/nav-items";
import { cn } from "@/lib/utils";

export function BottomNav({ isAdmin }: { isAdmin: boolean }) {
  const pathname = usePathname();
  return (
    <nav
      aria-label="Main"
      className="bg-background fixed inset-x-0 bottom-0 z-40 border-t pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="mx-auto flex max-w-2xl items-stretch justify-around">
        {navItemsFor(isAdmin).map(({ href, label, icon: Icon }) => {
          const active = isActive(pathname, href);
          return (
            <li key={href} className="flex-1">
              <NavLink
                href={href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "relative flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium transition-colors",
                  active ? "text-primary dark:text-gold" : "text-muted-foreground hover:text-foreground",
                )}
              >
                {active && <span aria-hidden className="bg-gold absolute top-0 h-1 w-10 rounded-b-full" />}
                <Icon className={cn("size-5", active && "stroke-[2.5]")} aria-hidden />
                {label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
