"use client";
// 'Recent Registrations': accounts created in the past 7 days, newest first (the server sends the
// newest few and their count); today's read 'Today at HH:MM' in green.
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { registeredLabel } from "@/components/admin/admin-rules";
import type { AdminUserDto } from "@/lib/schemas/admin";

export function RecentRegistrations({ users: recent, total }: { users: AdminUserDto[]; total: number }) {
  const now = new Date();
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
      {total > recent.length && (
        <p className="text-muted-foreground text-sm">
          The newest {recent.length} of {total.toLocaleString("en-US")} registrations in the past 7 days
        </p>
      )}
    </section>
  );
}
