// The goal slots and the taken-slot words, without zod: the browser's call layer reads these on
// every page, and zod stays out of the first-load script (docs/decisions.md "zod stays out of first-load code"). lib/schemas/goals re-exports them.
import { SLOTS } from "@/lib/constants";

export const GOAL_TYPES = [SLOTS.main, ...SLOTS.smart, ...SLOTS.tasks] as const;
export type GoalType = (typeof GOAL_TYPES)[number];
export type TaskType = (typeof SLOTS.tasks)[number];

export const isTaskType = (type: GoalType): type is TaskType => (SLOTS.tasks as readonly GoalType[]).includes(type);

/** A taken slot's 409 message carries this; the call layer recognises it by the same words (architecture rule 2). */
export const SLOT_TAKEN_MARK = "already filled";
export const slotTakenMessage = (slot: GoalType) => `Slot ${slot} is ${SLOT_TAKEN_MARK}`;
