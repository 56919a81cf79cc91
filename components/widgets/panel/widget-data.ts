// Export and import of the twelve widgets' browser-local data (docs/decisions.md "Widget data export and import"; docs/product/widgets.md#browser-storage):
// one versioned JSON file. Every widget is in the file (an empty object when it has no
// data), so an import replaces exactly what the file says: each widget's stored keys are removed
// and the file's written. The file is checked with zod (zod/mini: the panel's chunk stays small, docs/decisions.md "zod stays out of first-load code"); a key is only accepted for the widget that
// owns it. The values themselves are checked by each widget's own schema when it reads them
// (local-store: corrupt data reads as the widget's empty state, never a crash).
import * as z from "zod/mini";
import { ownsKey, WIDGETS } from "@/components/widgets/registry";
import { isWidgetId, WIDGET_IDS, type WidgetId } from "@/components/widgets/widget-ids";
import { listLocalKeys, readLocal, removeLocal, writeLocal } from "@/lib/client/local-store";

export const WIDGET_DATA_FORMAT = "reach-widget-data";
export const WIDGET_DATA_VERSION = 1;
/** Largest file accepted (localStorage holds about 5 MB per site anyway). */
export const WIDGET_DATA_MAX_BYTES = 5_000_000;

export const IMPORT_MESSAGES = {
  tooLarge: "This file is too large to be a Reach widget data export.",
  notJson: "This file is not a Reach widget data export (it is not valid JSON).",
  wrongFile: "This file is not a Reach widget data export.",
  newer: (version: number) => `This export was made by a newer version of Reach (format ${version}). Update Reach and try again.`,
  corrupt: "This widget data export is damaged and cannot be imported.",
} as const;

export type WidgetData = Record<string, unknown>;
export type WidgetDataFile = { format: typeof WIDGET_DATA_FORMAT; version: number; exportedAt: string; widgets: Record<WidgetId, WidgetData> };

const keyName = z.string().check(z.minLength(1), z.maxLength(100));
const fileSchema = z.strictObject({
  format: z.literal(WIDGET_DATA_FORMAT),
  version: z.literal(WIDGET_DATA_VERSION),
  exportedAt: z.iso.datetime({ offset: true }),
  widgets: z.record(z.string(), z.record(keyName, z.unknown())).check(
    z.refine((widgets) => Object.keys(widgets).every(isWidgetId), "unknown widget"),
    z.refine((widgets) => Object.entries(widgets).every(([id, data]) => Object.keys(data).every((key) => ownsKey(WIDGETS.find((w) => w.id === id)!, key))), "a key of another widget"),
  ),
});

const everyValue = z.unknown();

/** The member's stored keys of one widget. */
export function widgetKeys(memberId: number, id: WidgetId, keys: readonly string[] = listLocalKeys(memberId)): string[] {
  const widget = WIDGETS.find((w) => w.id === id)!;
  return keys.filter((key) => ownsKey(widget, key));
}

export function buildExport(memberId: number, now: Date = new Date()): WidgetDataFile {
  const keys = listLocalKeys(memberId);
  const widgets = Object.fromEntries(
    WIDGET_IDS.map((id) => [id, Object.fromEntries(widgetKeys(memberId, id, keys).map((key) => [key, readLocal(memberId, key, everyValue, null)]))]),
  ) as Record<WidgetId, WidgetData>;
  return { format: WIDGET_DATA_FORMAT, version: WIDGET_DATA_VERSION, exportedAt: now.toISOString(), widgets };
}

export const exportFileName = (now: Date = new Date()) => `reach-widget-data-${now.toISOString().slice(0, 10)}.json`;

/** A file's text as an export, or the clear message why not. */
export function parseImport(text: string): { ok: true; file: WidgetDataFile } | { ok: false; message: string } {
  if (text.length > WIDGET_DATA_MAX_BYTES) return { ok: false, message: IMPORT_MESSAGES.tooLarge };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: IMPORT_MESSAGES.notJson };
  }
  const head = z.object({ format: z.literal(WIDGET_DATA_FORMAT), version: z.number() }).safeParse(json);
  if (!head.success) return { ok: false, message: IMPORT_MESSAGES.wrongFile };
  if (head.data.version > WIDGET_DATA_VERSION) return { ok: false, message: IMPORT_MESSAGES.newer(head.data.version) };
  const file = fileSchema.safeParse(json);
  if (!file.success) return { ok: false, message: IMPORT_MESSAGES.corrupt };
  return { ok: true, file: file.data as WidgetDataFile };
}

/**
 * incoming/current: the member's items (cards, tasks, boxes, sessions: the objects in a stored
 * value's lists), not storage keys, so three Kanban cards read '3 saved items' (docs/decisions.md
 * "Member-facing fixes"). A widget with settings but no items on either side is not listed.
 */
export type ImportChange = { id: WidgetId; title: string; incoming: number; current: number };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const objectsIn = (list: unknown) => (Array.isArray(list) ? list.filter(isObject).length : 0);

/** The items one stored value holds: the objects of its lists (itself, or its fields'). */
export function countItems(value: unknown): number {
  if (Array.isArray(value)) return objectsIn(value);
  return isObject(value) ? Object.values(value).reduce<number>((n, field) => n + objectsIn(field), 0) : 0;
}

const itemsOf = (data: WidgetData) => Object.values(data).reduce<number>((n, value) => n + countItems(value), 0);

/** What an import will do, widget by widget: how many of the member's items it brings and replaces. */
export function previewImport(memberId: number, file: WidgetDataFile): ImportChange[] {
  const keys = listLocalKeys(memberId);
  return WIDGETS.filter((w) => w.id in file.widgets)
    .map((w) => {
      const current = Object.fromEntries(widgetKeys(memberId, w.id, keys).map((key) => [key, readLocal(memberId, key, everyValue, null)]));
      return { id: w.id, title: w.title, incoming: itemsOf(file.widgets[w.id]), current: itemsOf(current) };
    })
    .filter((c) => c.incoming > 0 || c.current > 0);
}

/** Replaces each widget of the file: its current keys removed, the file's written. */
export function applyImport(memberId: number, file: WidgetDataFile): void {
  const keys = listLocalKeys(memberId);
  for (const [id, data] of Object.entries(file.widgets) as [WidgetId, WidgetData][]) {
    for (const key of widgetKeys(memberId, id, keys)) if (!(key in data)) removeLocal(memberId, key);
    for (const [key, value] of Object.entries(data)) writeLocal(memberId, key, value);
  }
}
