"use client";
// Getting Things Done (docs/product/widgets.md#getting-things-done): capture into the inbox, clarify into next, waiting, scheduled,
// someday or reference, do the next actions, archive what is done. Projects and the seven
// contexts filter every list. Data: `gtd-data` (./storage), rules in ./rules.
import { useState } from "react";
import { ArchiveIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useMemberDay } from "@/components/shared/member-day";
import { useLocalState } from "@/lib/client/local-store";
import { AddTaskForm } from "@/components/widgets/shared/add-task-form";
import { ChoiceSelect } from "@/components/widgets/shared/choice-select";
import { newId } from "@/components/widgets/shared/new-id";
import { NewNamePopover } from "@/components/widgets/shared/new-name-popover";
import { useOutcome } from "@/components/widgets/shared/use-outcome";
import { useLocalToday } from "@/components/widgets/shared/use-local-today";
import { contextLabel } from "./action-editor";
import { ActionRow } from "./action-row";
import { actionsOf, addProject, archiveCompleted, captureAction, completeAction, countsByType, deleteAction, editAction, GTD_ITEMS, GTD_LISTS, moveAction } from "./rules";
import { GTD_CONTEXTS, GTD_EMPTY, gtdDataSchema, type GtdContext, type GtdType } from "./storage";
import { GTD_KEY } from "@/components/widgets/storage-keys";

const ALL = "all";
const EMPTY_TEXT: Record<GtdType, string> = {
  inbox: "Inbox zero. Capture anything on your mind above.",
  next: "No next actions. Clarify inbox items into the very next physical step.",
  waiting: "Nothing you are waiting for.",
  scheduled: "Nothing scheduled.",
  someday: "No someday/maybe ideas.",
  reference: "No reference material.",
  completed: "No completed actions.",
};

export default function GettingThingsDoneWidget() {
  const [data, setData] = useLocalState(GTD_KEY, gtdDataSchema, GTD_EMPTY);
  const apply = useOutcome(setData, GTD_ITEMS);
  const { today } = useMemberDay();
  const todayNow = useLocalToday();
  const [tab, setTab] = useState<GtdType>("inbox");
  const [project, setProject] = useState(ALL);
  const [context, setContext] = useState(ALL);
  const counts = countsByType(data);
  const filter = { project: project === ALL ? null : project, context: context === ALL ? null : (context as GtdContext) };

  return (
    <div className="space-y-3" data-testid="getting-things-done-widget">
      <AddTaskForm
        label="New action"
        placeholder="Capture anything on your mind..."
        onAdd={(content) => {
          const accepted = apply(captureAction(data, { id: newId(), content, now: new Date(), today: todayNow() }));
          if (accepted) setTab("inbox");
          return accepted;
        }}
      />
      <div className="flex flex-wrap items-center gap-2">
        <ChoiceSelect label="Filter by project" value={project} onChange={setProject} options={[{ value: ALL, label: "All projects" }, ...data.projects.map((p) => ({ value: p, label: p }))]} />
        <ChoiceSelect label="Filter by context" value={context} onChange={setContext} options={[{ value: ALL, label: "All contexts" }, ...GTD_CONTEXTS.map((c) => ({ value: c, label: contextLabel(c) }))]} />
        <NewNamePopover button="New Project" field="Project name" onAdd={(name) => apply(addProject(data, name))} />
      </div>

      <Tabs value={tab} onValueChange={(value) => setTab(value as GtdType)}>
        <div className="-mx-1 overflow-x-auto px-1 pb-1">
          <TabsList>
            {GTD_LISTS.map((l) => (
              <TabsTrigger key={l.type} value={l.type} className="px-2 text-xs sm:text-sm">
                {l.label}
                <span className="text-muted-foreground tabular-nums">{counts[l.type]}</span>
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {GTD_LISTS.map((l) => {
          const actions = actionsOf(data, l.type, filter);
          return (
            <TabsContent key={l.type} value={l.type}>
              {actions.length === 0 ? (
                <p className="text-muted-foreground py-6 text-center text-sm">{EMPTY_TEXT[l.type]}</p>
              ) : (
                <ul className="space-y-2" aria-label={`${l.label} list`}>
                  {actions.map((action) => (
                    <ActionRow
                      key={action.id}
                      action={action}
                      today={today}
                      projects={data.projects}
                      onComplete={() => apply(completeAction(data, action.id, new Date(), todayNow()))}
                      onMove={(to) => apply(moveAction(data, action.id, to, todayNow()))}
                      onSave={(patch) => apply(editAction(data, action.id, patch))}
                      onDelete={() => apply(deleteAction(data, action.id))}
                    />
                  ))}
                </ul>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
      <div className="flex justify-end">
        <Button variant="outline" size="sm" onClick={() => apply(archiveCompleted(data))}>
          <ArchiveIcon aria-hidden />
          Archive Completed Items
        </Button>
      </div>
    </div>
  );
}
