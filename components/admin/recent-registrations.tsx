"use client";
// 'Recent Registrations': accounts created in the past 7 days, newest first, a page at a time
// (paged on the server like All Users: Previous / Next, the server's count); today's read
// 'Today at HH:MM' in green.
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { countOf, Pager } from "@/components/admin/pager";
import { registeredLabel } from "@/components/admin/admin-rules";
import type { useRecentPages } from "@/components/admin/use-recent-pages";

export function RecentRegistrations({ pages }: { pages: ReturnType<typeof useRecentPages> }) {
  const now = new Date();
  const { users: recent = [], total = 0 } = pages.page.data ?? {};
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
                <TableRow key={u.id} data-testid="recent-row" data-username={u.username}>
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
      {(pages.controls.hasPrevious || pages.controls.hasNext) && (
        <Pager
          name="Recent Registrations"
          label={`${countOf(total, "registration", "registrations")} in the past 7 days`}
          {...pages.controls}
        />
      )}
    </section>
  );
}
