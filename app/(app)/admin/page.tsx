import { requirePageAdmin } from "@/lib/auth/server";
import { AdminPanel } from "@/components/admin/admin-panel";
import { Prefetched } from "@/components/shared/prefetched";
import { adminRecentUsersPageKey, adminUsersPageKey } from "@/lib/query/query-keys";
import { ADMIN_USERS_PAGE } from "@/lib/schemas/admin-users";
import { listRecentRegistrations } from "@/lib/services/admin/list-recent-registrations";
import { listUsers } from "@/lib/services/admin/list-users";

export const metadata = { title: "Admin Panel" };

// /admin: the owner and coaches (a coach sees their teams' members), checked on the server (a member goes to /dashboard); every admin call
// checks the role again. The Users tab's first page and Recent Registrations are read here through
// the API's own services, so the tab paints with its rows (docs/decisions.md "The users list is a page").
// ?tab=inbox opens the Inbox (a coach's push of a member's message, docs/decisions.md "Conversations").
export default async function AdminPage({ searchParams }: { searchParams: Promise<{ tab?: string | string[] }> }) {
  const initialTab = (await searchParams).tab === "inbox" ? "inbox" : "users";
  const { scope } = await requirePageAdmin();
  const now = new Date();
  const [firstPage, recent] = await Promise.all([listUsers(scope, {}), listRecentRegistrations(scope, now)]);
  return (
    <Prefetched
      at={now}
      queries={[
        [adminUsersPageKey({ q: "", cursor: null, limit: ADMIN_USERS_PAGE.default }), firstPage],
        [adminRecentUsersPageKey(null), recent],
      ]}
    >
      <AdminPanel role={scope.owner ? "owner" : "coach"} initialTab={initialTab} />
    </Prefetched>
  );
}
