"use client";
// Users tab: 'User Management' with Recent Registrations and All Users (refetched every 30 s).
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { RecentRegistrations } from "@/components/admin/recent-registrations";
import { UsersTable } from "@/components/admin/users-table";
import { useAdminUsers } from "@/lib/client/use-admin";

export function UserManagement() {
  const { data: users, isPending, isError, refetch } = useAdminUsers();
  return (
    <Card>
      <CardHeader>
        <CardTitle>User Management</CardTitle>
        <CardDescription>Registrations, points, streaks and badges of every account</CardDescription>
      </CardHeader>
      <CardContent className="space-y-8">
        {isPending ? (
          <div className="text-muted-foreground flex items-center justify-center gap-2 py-10 text-sm">
            <Spinner /> Loading users...
          </div>
        ) : isError ? (
          <div className="text-destructive flex items-center justify-center gap-3 py-10 text-sm">
            Failed to load users
            <button type="button" className="underline" onClick={() => refetch()}>
              Try Again
            </button>
          </div>
        ) : (
          <>
            <RecentRegistrations users={users} />
            <UsersTable users={users} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
