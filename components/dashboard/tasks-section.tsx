"use client";
// Dashboard section 2: Today's Top 3 Tasks, with its info toggle.
import { ListChecksIcon } from "@/components/ui/icons";
import { TaskRow } from "@/components/dashboard/task-row";
import { SectionCard } from "@/components/shared/section-card";
import { POINTS, SLOTS, pointsLabel } from "@/lib/constants";
import { useGoalsBySlot } from "@/lib/client/use-goals";

const INFO = (
  <>
    <p>
      Pick the three tasks that would make today a win. They belong to today: tomorrow starts with three fresh
      slots, and today&apos;s list stays in your calendar. Each completed task earns {pointsLabel(POINTS.dailyTask)}.
    </p>
    <p className="mt-2 font-medium">Examples</p>
    <ul className="list-disc pl-5">
      <li>Finish the first draft of the project report</li>
      <li>30-minute workout before lunch</li>
      <li>Call Mum and book the dentist</li>
    </ul>
  </>
);

export function TasksSection({ id }: { id?: string }) {
  const { bySlot } = useGoalsBySlot();
  return (
    <SectionCard
      id={id}
      icon={ListChecksIcon}
      title="Today's Top 3 Tasks"
      description="Small wins that move your goals forward today."
      info={INFO}
    >
      {SLOTS.tasks.map((slot) => (
        <TaskRow key={slot} slot={slot} goal={bySlot[slot]} />
      ))}
    </SectionCard>
  );
}
