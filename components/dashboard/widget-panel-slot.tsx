// Dashboard section 7 (01-core s2): the time-management widget panel of 02-widgets-admin-profile.
// It is built in the widgets issue; until then this spot renders nothing.
export function WidgetPanelSlot() {
  return null;
}
