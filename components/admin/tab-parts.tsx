"use client";
// The parts the lazily loaded /admin tabs share (Teams, Challenges, Check-ins; kept out of the
// admin's first load): a tab's framed table with its spinner and empty text, its heading with its
// buttons, the message of a refused form and the toast of a refused action.
import type { ReactNode } from "react";
import { ListTable, type Column } from "@/components/admin/admin-table";
import { Spinner } from "@/components/ui/spinner";
import { failureMessage } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import { cn } from "@/lib/utils";

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
