// The timer widgets' local-store keys (docs/product/widgets.md#browser-storage), in a module of their
// own: the dashboard's first load asks whether a timer runs (running-timer) without every widget's
// keys. components/widgets/storage-keys lists them with the others.
export const POMODORO_KEY = "pomodoro";
export const TIMEBOXING_KEY = "timeboxing";
export const FLOWTIME_KEY = "flowtime";
