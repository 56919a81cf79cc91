"use client";
// The pieces the admin lists share: the search box with its icon, a table whose header comes
// from a column list and which says so when nothing is listed, and the red delete icon button.
// The lazily loaded tabs' own parts are in components/admin/tab-parts.
import type { ReactNode } from "react";
import { Search, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";

export function SearchInput({ label, value, onChange, className }: { label: string; value: string; onChange: (value: string) => void; className?: string }) {
  return (
    <div className={cn("relative", className)}>
      <Search className="text-muted-foreground absolute top-2.5 left-2 size-4" />
      <Input className="pl-8" placeholder={`${label}...`} aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

export type Column = { label: ReactNode; className?: string };

/** Columns a phone leaves out, so the rest stays readable at 375 px (docs/decisions.md "Paging the users table"). */
export const WIDE_ONLY = "hidden sm:table-cell";

type ListTableProps = { label: string; columns: Column[]; empty: boolean; emptyText: string; children: ReactNode; plain?: boolean };

/**
 * `label` names the table's scroll region, which the keyboard can reach and scroll. `plain`: the
 * table's own cell padding and the empty text at the start of its row (the tabs' tables).
 */
export function ListTable({ label, columns, empty, emptyText, children, plain }: ListTableProps) {
  return (
    <Table label={label} className={plain ? undefined : "[&_td]:px-1.5 [&_th]:px-1.5 sm:[&_td]:px-2 sm:[&_th]:px-2"}>
      <TableHeader>
        <TableRow>
          {columns.map((column, i) => (
            <TableHead key={i} className={column.className}>
              {column.label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {empty && (
          <TableRow>
            <TableCell colSpan={columns.length} className={plain ? "text-muted-foreground" : "text-muted-foreground text-center"}>
              {emptyText}
            </TableCell>
          </TableRow>
        )}
        {children}
      </TableBody>
    </Table>
  );
}

export function DeleteIconButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} onClick={onClick} disabled={disabled}>
      <Trash2 className="text-destructive" />
    </Button>
  );
}
