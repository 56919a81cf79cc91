// Which widget the panel shows (docs/product/widgets.md#the-toolkit-panel): the member's stored choice, or, when nothing valid is
// stored, the daily default: the day-of-year of the member's local day modulo 12, in list order.
import * as z from "zod/mini";
import { isWidgetId, WIDGET_IDS, type WidgetId } from "@/components/widgets/widget-ids";

/** Local-store key of the member's choice (docs/product/widgets.md#browser-storage: kebab-case where the spec names none). */
export const SELECTED_WIDGET_KEY = "selected-widget";

/** Anything stored under the key: validated when read, so an unknown id falls back too. */
export const selectedWidgetSchema = z.nullable(z.string());

/** 1 for January 1st ... 365/366 for December 31st of a 'YYYY-MM-DD' local date. */
export function dayOfYear(localDate: string): number {
  const [y, m, d] = localDate.split("-").map(Number);
  return Math.round((Date.UTC(y, m - 1, d) - Date.UTC(y, 0, 1)) / 86_400_000) + 1;
}

/** The featured widget of a local day: WIDGET_IDS[dayOfYear % 12]. An unreadable date gives Pomodoro. */
export function dailyDefaultWidget(localDate: string): WidgetId {
  const day = dayOfYear(localDate);
  return Number.isFinite(day) ? WIDGET_IDS[((day % WIDGET_IDS.length) + WIDGET_IDS.length) % WIDGET_IDS.length] : WIDGET_IDS[0];
}

/** The stored choice when it names a widget, else the daily default. */
export function resolveWidget(stored: unknown, localDate: string): WidgetId {
  return isWidgetId(stored) ? stored : dailyDefaultWidget(localDate);
}
