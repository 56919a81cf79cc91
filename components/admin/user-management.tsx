"use client";
// Users tab: 'User Management' with Recent Registrations (its own paged read) and All Users (one
// page at a time, searched on the server, the page on screen refetched every 30 s).
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { RecentRegistrations } from "@/components/admin/recent-registrations";
import { UsersTable } from "@/components/admin/users-table";
import { useUsersPages } from "@/components/admin/use-users-pages";
import { useRecentPages } from "@/components/admin/use-recent-pages";

export function UserManagement({ onOpenProgress }: { onOpenProgress?: (userId: number) => void } = {}) {
  const pages = useUsersPages();
  const recent = useRecentPages();
  const failed = pages.page.isError || recent.page.isError;
  return (
    <Card>
      <CardHeader>
        <CardTitle>User Management</CardTitle>
        <CardDescription>Registrations, points, streaks and badges of every account</CardDescription>
      </CardHeader>
      <CardContent className="space-y-8">
        {failed ? (
          <div className="text-destructive flex items-center justify-center gap-3 py-10 text-sm">
            Failed to load users
            <button type="button" className="underline" onClick={() => void Promise.all([pages.page.refetch(), recent.page.refetch()])}>
              Try Again
            </button>
          </div>
        ) : !pages.page.data || !recent.page.data ? (
          <div className="text-muted-foreground flex items-center justify-center gap-2 py-10 text-sm">
            <Spinner /> Loading users...
          </div>
        ) : (
          <>
            <RecentRegistrations pages={recent} />
            <UsersTable pages={pages} onOpenProgress={onOpenProgress} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
