"use client";
// The pieces the admin lists share: the search box with its icon, a table whose header comes
// from a column list and which says so when nothing is listed (a tab's own table, framed, with its
// spinner and empty text), a tab's heading with its buttons, the message of a refused form and
// of a refused action, and the red delete icon button.
import type { ReactNode } from "react";
import { Search, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { failureMessage } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
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

const ACTIONS: Column = { label: <span className="sr-only">Actions</span> };

type TabTableProps = {
  label: string;
  columns: string[];
  /** A last column without a heading for each row's buttons. */
  actions?: boolean;
  /** A spinner instead of the table. */
  loading?: boolean;
  /** The rows listed: at 0, `emptyText` in a row of the table, or instead of the table when `emptyInPlace`. */
  count: number;
  emptyText?: string;
  emptyInPlace?: boolean;
  children: ReactNode;
};

/** A tab's table (Teams, Challenges, Check-ins): framed, scrolled sideways on a narrow screen. */
export function TabTable({ label, columns, actions, loading, count, emptyText = "", emptyInPlace, children }: TabTableProps) {
  if (loading) return <Spinner />;
  if (!count && emptyInPlace) return <p className="text-muted-foreground text-sm">{emptyText}</p>;
  const heads: Column[] = [...columns.map((c) => ({ label: c })), ...(actions ? [ACTIONS] : [])];
  return (
    <div className="overflow-x-auto rounded-md border">
      <ListTable label={label} columns={heads} empty={!count && !!emptyText} emptyText={emptyText} plain>
        {children}
      </ListTable>
    </div>
  );
}

/** A tab's title (its section is labelled by `id`) with the tab's buttons at the other end. */
export function TabHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  const heading = (
    <h2 id={id} className="text-xl font-semibold">
      {title}
    </h2>
  );
  if (!children) return heading;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      {heading}
      {children}
    </div>
  );
}

/** The server's message when a form's write is refused (a taken name, a bad date). */
export function FormProblem({ message, className }: { message: string | null; className?: string }) {
  return message ? (
    <p role="alert" className={cn("text-destructive text-sm", className)}>
      {message}
    </p>
  ) : null;
}

/** The toast for an action a list's button started that the server refused (archive, end early, reviewed). */
export const toastFailure = (error: unknown) => toast({ title: "Error", description: failureMessage(error), variant: "destructive" });

export function DeleteIconButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} onClick={onClick} disabled={disabled}>
      <Trash2 className="text-destructive" />
    </Button>
  );
}
