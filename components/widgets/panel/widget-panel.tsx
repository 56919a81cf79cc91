"use client";
// The dashboard's widget panel (docs/product/widgets.md#the-toolkit-panel): the current technique's icon, title and description,
// the toolkit info toggle, 'Learn more', 'Change widget' and the widget itself (its own lazily
// loaded chunk). The choice is remembered per member in the local store; nothing valid stored
// gives the daily default of the member's local day.
import { SectionCard } from "@/components/shared/section-card";
import { useMemberDay } from "@/components/shared/member-day";
import { ChangeWidgetDialog } from "@/components/widgets/panel/change-widget-dialog";
import { LearnMoreDialog } from "@/components/widgets/panel/learn-more-dialog";
import { WidgetDataMenu } from "@/components/widgets/panel/widget-data-menu";
import { dailyDefaultWidget, resolveWidget, SELECTED_WIDGET_KEY, selectedWidgetSchema } from "@/components/widgets/panel/selection";
import { widgetById } from "@/components/widgets/registry";
import { useLocalState } from "@/lib/client/local-store";

export const TOOLKIT_INFO =
  "The Tick Tock Toolkit holds 12 time-management widgets. One is featured each day, and you can choose any of them with the gear icon.";

export function WidgetPanel() {
  const { today } = useMemberDay();
  const [stored, setStored] = useLocalState(SELECTED_WIDGET_KEY, selectedWidgetSchema, null);
  const id = resolveWidget(stored, today);
  const widget = widgetById(id);
  const Widget = widget.Component;
  return (
    <SectionCard
      id="toolkit"
      icon={widget.icon}
      title={widget.title}
      description={widget.description}
      badge={id === dailyDefaultWidget(today) ? "Featured today" : undefined}
      info={TOOLKIT_INFO}
      status={
        <>
          <LearnMoreDialog widget={widget} />
          <WidgetDataMenu />
          <ChangeWidgetDialog selected={id} onSelect={setStored} />
        </>
      }
    >
      <div data-widget-panel={id}>
        <Widget />
      </div>
    </SectionCard>
  );
}
