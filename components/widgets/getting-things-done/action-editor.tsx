"use client";
// Clarifying an open action: its words, project, context, due date and notes (the shared edit
// dialog with GTD's own fields). Mounted per version of the action, so it opens with what is stored.
import { useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ChoiceSelect } from "@/components/widgets/shared/choice-select";
import { EditTaskDialog } from "@/components/widgets/shared/edit-task-dialog";
import { LIMITS } from "@/lib/constants";
import type { ActionDetails } from "./rules";
import { GTD_CONTEXTS, type GtdAction, type GtdContext } from "./storage";

const NONE = "none";

export const contextLabel = (context: GtdContext) => `@${context}`;

export function ActionEditor({ action, projects, onSave }: { action: GtdAction; projects: string[]; onSave: (patch: { content: string } & ActionDetails) => boolean }) {
  const [project, setProject] = useState(action.project ?? NONE);
  const [context, setContext] = useState<string>(action.context ?? NONE);
  const [dueDate, setDueDate] = useState(action.dueDate ?? "");
  const [notes, setNotes] = useState(action.notes);
  const projectOptions = [{ value: NONE, label: "No project" }, ...[...new Set([...projects, ...(action.project ? [action.project] : [])])].map((p) => ({ value: p, label: p }))];
  const contextOptions = [{ value: NONE, label: "No context" }, ...GTD_CONTEXTS.map((c) => ({ value: c, label: contextLabel(c) }))];
  return (
    <EditTaskDialog
      noun="action"
      content={action.content}
      onSave={(content) =>
        onSave({
          content,
          project: project === NONE ? null : project,
          context: context === NONE ? null : (context as GtdContext),
          dueDate: dueDate || null,
          notes,
        })
      }
    >
      <ChoiceSelect label="Project" value={project} onChange={setProject} options={projectOptions} />
      <ChoiceSelect label="Context" value={context} onChange={setContext} options={contextOptions} />
      <div className="w-full space-y-1.5">
        <Label htmlFor={`gtd-due-${action.id}`}>Due date</Label>
        <Input id={`gtd-due-${action.id}`} type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} />
      </div>
      <div className="w-full space-y-1.5">
        <Label htmlFor={`gtd-notes-${action.id}`}>Notes</Label>
        <Textarea id={`gtd-notes-${action.id}`} rows={2} maxLength={LIMITS.text} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </div>
    </EditTaskDialog>
  );
}
