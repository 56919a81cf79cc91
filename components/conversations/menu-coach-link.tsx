"use client";
// The phone menu's "Coach" entry (docs/product/conversations.md#the-coach-entry), with the unread count.
import { ChevronRight, MessageCircle } from "lucide-react";
import { NavLink } from "@/components/shared/nav-link";
import { useUnreadCount } from "@/lib/client/use-conversation";

export function MenuCoachLink({ onClick }: { onClick: () => void }) {
  const unread = useUnreadCount().data?.unread ?? 0;
  return (
    <NavLink
      href="/coach"
      onClick={onClick}
      data-testid="menu-coach"
      className="hover:bg-accent hover:text-accent-foreground flex items-center justify-between rounded-md px-3 py-2 text-sm font-medium"
    >
      <span className="flex items-center gap-2">
        <MessageCircle className="text-primary size-4" aria-hidden />
        Coach
        {unread > 0 && <span className="bg-cardinal rounded-full px-1.5 text-xs leading-5 font-bold text-white">{unread > 99 ? "99+" : unread} unread</span>}
      </span>
      <ChevronRight className="text-muted-foreground size-4" aria-hidden />
    </NavLink>
  );
}
