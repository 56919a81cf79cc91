import { addTask, moveTask } from "./rules";
import { announcements, dropResult } from "./drag";
import { KANBAN_EMPTY, type KanbanState } from "./storage";

const DAY = "2026-05-11";

function board(n: number): KanbanState {
  let state = KANBAN_EMPTY;
  for (let i = 1; i <= n; i++) {
    const outcome = addTask(state, { id: `k${i}`, content: `card ${i}`, now: i });
    if (outcome.ok) state = outcome.state;
  }
  return state;
}

function move(state: KanbanState, id: string, to: "inProgress" | "done") {
  const outcome = moveTask(state, id, to, DAY);
  if (!outcome.ok) throw new Error("refused");
  return outcome.state;
}

const active = (id: string) => ({ id, data: { current: undefined }, rect: { current: { initial: null, translated: null } } });
const over = (id: string) => ({ id, rect: { top: 0, left: 0, width: 0, height: 0, bottom: 0, right: 0 }, disabled: false, data: { current: undefined } });

describe("kanban drag and drop", () => {
  it("says what a drop does: stay, move, or refuse with the reason", () => {
    let state = board(4);
    expect(dropResult(state, "k1", "todo")).toEqual({ kind: "stay" });
    expect(dropResult(state, "k1", null)).toEqual({ kind: "stay" });
    expect(dropResult(state, "k1", "inProgress")).toEqual({ kind: "move", to: "inProgress" });
    state = move(move(move(state, "k1", "inProgress"), "k2", "inProgress"), "k3", "inProgress");
    expect(dropResult(state, "k4", "inProgress")).toEqual({ kind: "refused", reason: "You can't have more than 3 tasks in progress at once." });
    expect(dropResult(state, "k1", "todo")).toEqual({ kind: "refused", reason: "Cards only move forward: it can't go back to To Do." });
  });

  it("announces each step in words", () => {
    const state = move(move(move(board(4), "k1", "inProgress"), "k2", "inProgress"), "k3", "inProgress");
    const a = announcements(state);
    expect(a.onDragStart({ active: active("k4") } as never)).toBe('Picked up "card 4" from To Do.');
    expect(a.onDragOver({ active: active("k4"), over: over("inProgress") } as never)).toBe(
      '"card 4" is over In Progress. It can\'t be dropped there: You can\'t have more than 3 tasks in progress at once.',
    );
    expect(a.onDragOver({ active: active("k4"), over: over("done") } as never)).toBe('"card 4" is over Done.');
    expect(a.onDragEnd({ active: active("k4"), over: over("done") } as never)).toBe('"card 4" was moved to Done.');
    expect(a.onDragEnd({ active: active("k4"), over: over("inProgress") } as never)).toBe(
      '"card 4" was not moved: You can\'t have more than 3 tasks in progress at once.',
    );
    expect(a.onDragEnd({ active: active("k4"), over: null } as never)).toBe('"card 4" stays in To Do.');
    expect(a.onDragCancel({ active: active("k4"), over: null } as never)).toBe('Moving "card 4" was cancelled. It stays in To Do.');
  });
});
