"use client";
// 'All Users': one page of accounts, newest first, searched on the server by username or id;
// select-all of the page's members (admins have no checkbox and no delete button), per-row delete
// and the bulk 'Delete (n)' button. Selections stay while pages turn or the search changes.
import { useState } from "react";
import { LineChart, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { TableCell, TableRow } from "@/components/ui/table";
import { DeleteIconButton, ListTable, SearchInput, WIDE_ONLY } from "@/components/admin/admin-table";
import { selectableIds } from "@/components/admin/admin-rules";
import { DeleteUsersDialog, type DeleteTarget } from "@/components/admin/delete-users-dialog";
import { countOf, Pager } from "@/components/admin/pager";
import type { useUsersPages } from "@/components/admin/use-users-pages";

export function UsersTable({ pages, onOpenProgress }: { pages: ReturnType<typeof useUsersPages>; onOpenProgress?: (userId: number) => void }) {
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [target, setTarget] = useState<DeleteTarget | null>(null);

  const shown = pages.page.data?.users ?? [];
  const total = pages.page.data?.total ?? 0;
  const selectable = selectableIds(shown);
  const selected = [...picked];
  const allSelected = selectable.length > 0 && selectable.every((id) => picked.has(id));

  const toggle = (id: number, on: boolean) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const toggleAll = (on: boolean) =>
    setPicked((prev) => {
      const next = new Set(prev);
      selectable.forEach((id) => (on ? next.add(id) : next.delete(id)));
      return next;
    });

  return (
    <section className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">All Users</h3>
        <div className="flex items-center gap-2">
          {selected.length > 0 && (
            <Button variant="destructive" size="sm" onClick={() => setTarget({ kind: "bulk", ids: selected })}>
              <Trash2 /> Delete ({selected.length})
            </Button>
          )}
          <SearchInput className="w-56" label="Search users" value={pages.query} onChange={pages.setQuery} />
        </div>
      </div>
      <ListTable
        label="All Users"
        columns={[
          {
            label: <Checkbox aria-label="Select all users" checked={allSelected} disabled={selectable.length === 0} onCheckedChange={(v) => toggleAll(v === true)} />,
            className: "w-10",
          },
          { label: "ID", className: WIDE_ONLY },
          { label: "Username" },
          { label: "Points" },
          { label: "Streak" },
          { label: "Badges", className: WIDE_ONLY },
          { label: "Actions", className: "text-right" },
        ]}
        empty={shown.length === 0}
        emptyText="No users found"
      >
        {shown.map((u) => (
          <TableRow key={u.id} data-testid="user-row" data-username={u.username}>
            <TableCell>
              {!u.isAdmin && <Checkbox aria-label={`Select ${u.username}`} checked={picked.has(u.id)} onCheckedChange={(v) => toggle(u.id, v === true)} />}
            </TableCell>
            <TableCell className={WIDE_ONLY}>{u.id}</TableCell>
            <TableCell className="max-w-28 truncate font-medium sm:max-w-none" title={u.username}>
              {u.username} {u.isAdmin && <Badge variant="secondary">Admin</Badge>}
            </TableCell>
            <TableCell>{u.xpPoints}</TableCell>
            <TableCell>{u.streak}</TableCell>
            <TableCell className={WIDE_ONLY}>{u.badges.length}</TableCell>
            <TableCell className="text-right">
              {!u.isAdmin && onOpenProgress && (
                <Button variant="ghost" size="icon" aria-label={`Progress of ${u.username}`} onClick={() => onOpenProgress(u.id)}>
                  <LineChart />
                </Button>
              )}
              {!u.isAdmin && <DeleteIconButton label={`Delete ${u.username}`} onClick={() => setTarget({ kind: "one", id: u.id, username: u.username })} />}
            </TableCell>
          </TableRow>
        ))}
      </ListTable>
      <Pager
        name="All Users"
        label={`${countOf(total, "user", "users")} in all`}
        {...pages.controls}
      />
      <DeleteUsersDialog
        target={target}
        onClose={() => setTarget(null)}
        onDeleted={(ids) => {
          setPicked((prev) => new Set([...prev].filter((id) => !ids.includes(id))));
          // The search that found them would now show 'No users found' (docs/decisions.md "Searching users on the server").
          pages.restart();
        }}
      />
    </section>
  );
}
