import { redirect } from "next/navigation";
import { requirePageUser } from "@/lib/auth/server";
import { queryKeys } from "@/lib/query/query-keys";
import type { Session } from "@/lib/schemas/user";
import { getCurrentUser } from "@/lib/services/users/get-current-user";
import { coachedTeamIds } from "@/lib/auth/staff-scope";
import { listNotifications } from "@/lib/services/notifications/list-notifications";
import { AppShell } from "@/components/shell/app-shell";
import { SessionLifecycle } from "@/components/session/session-lifecycle";
import { QueryProvider } from "@/components/shell/query-provider";
import { Prefetched } from "@/components/shared/prefetched";
import { RenderedMinuteProvider } from "@/components/shared/minute-clock";

// Every signed-in screen: the session is checked here (and again by each page), and the session
// and current user are prefetched into the React Query cache, so the shell paints at once; so is
// the header bell's list (its unread count), which the browser would otherwise fetch after hydration.
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const sessionUser = await requirePageUser();
  const now = new Date();
  const [user, notifications, coached] = await Promise.all([
    getCurrentUser(sessionUser.id),
    listNotifications(sessionUser.id, now),
    // A coach sees the Admin item too (docs/decisions.md "Teams and roles").
    sessionUser.isAdmin ? Promise.resolve([]) : coachedTeamIds(sessionUser.id),
  ]);
  if (!user) redirect("/auth");
  const session: Session = { userId: user.id, isAdmin: user.isAdmin, username: user.username };
  return (
    <QueryProvider>
      <Prefetched
        at={now}
        queries={[
          [queryKeys.session, session],
          [queryKeys.user, user],
          [queryKeys.notifications, notifications],
        ]}
      >
        {/* Time-of-day texts hydrate with the minute of this render (minute-clock). */}
        <RenderedMinuteProvider at={now.getTime()}>
          <AppShell staff={user.isAdmin || coached.length > 0}>{children}</AppShell>
          <SessionLifecycle />
        </RenderedMinuteProvider>
      </Prefetched>
    </QueryProvider>
  );
}
