"use client";
// 'Recent Registrations': accounts created in the past 7 days, newest first; today's read
// 'Today at HH:MM' in green.
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { recentRegistrations, registeredLabel } from "@/components/admin/admin-rules";
import type { AdminUserDto } from "@/lib/schemas/admin";

export function RecentRegistrations({ users }: { users: AdminUserDto[] }) {
  const now = new Date();
  const recent = recentRegistrations(users, now);
  return (
    <section className="space-y-2" data-testid="recent-registrations">
      <h3 className="font-semibold">Recent Registrations</h3>
      {recent.length === 0 ? (
        <p className="text-muted-foreground text-sm">No recent registrations in the past 7 days</p>
      ) : (
        <Table label="Recent registrations">
          <TableHeader>
            <TableRow>
              <TableHead>Username</TableHead>
              <TableHead>Registered</TableHead>
              <TableHead>Points</TableHead>
              <TableHead>Streak</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {recent.map((u) => {
              const label = registeredLabel(u.dateCreated, now);
              return (
                <TableRow key={u.id}>
                  <TableCell className="font-medium">{u.username}</TableCell>
                  <TableCell className={label.today ? "font-medium text-green-600 dark:text-green-400" : undefined}>{label.text}</TableCell>
                  <TableCell>{u.xpPoints}</TableCell>
                  <TableCell>{u.streak}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
