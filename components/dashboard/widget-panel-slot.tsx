// Dashboard section 7 (01-core s2): the time-management widget panel of 02-widgets-admin-profile.
export { WidgetPanel as WidgetPanelSlot } from "@/components/widgets/panel/widget-panel";
