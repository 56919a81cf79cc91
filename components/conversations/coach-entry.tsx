"use client";
// The shell's "Coach" entry (docs/product/conversations.md#the-coach-entry): a link to /coach with
// the count of the coaches' messages the member has not seen, in the header from 768 px on (the
// phone header is full: phones have it in the menu, menu-coach-link.tsx). Loaded after the page
// (app-header loads it when the browser is idle), so the shell's first-load script does not grow.
import { MessageCircle } from "lucide-react";
import { NavLink } from "@/components/shared/nav-link";
import { useUnreadCount } from "@/lib/client/use-conversation";

export function CoachEntry() {
  const { data } = useUnreadCount();
  const unread = data?.unread ?? 0;
  const label = unread ? `Coach, ${unread} unread ${unread === 1 ? "message" : "messages"}` : "Coach";
  return (
    <NavLink
      href="/coach"
      aria-label={label}
      data-testid="coach-entry"
      className="hover:bg-accent relative hidden h-9 items-center gap-1 rounded-md px-2 text-sm font-medium md:inline-flex"
    >
      <MessageCircle className="size-5" aria-hidden />
      <span>Coach</span>
      {unread > 0 && (
        <span aria-hidden className="bg-cardinal absolute -top-0.5 -right-0.5 min-w-4 rounded-full px-1 text-center text-[10px] leading-4 font-bold text-white" data-testid="coach-unread">
          {unread > 99 ? "99+" : unread}
        </span>
      )}
    </NavLink>
  );
}
