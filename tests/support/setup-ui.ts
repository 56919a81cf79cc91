import "@testing-library/jest-dom";

// jsdom has no ResizeObserver; Radix (popover, select, scroll areas) observes sizes. One stub for
// every ui test instead of one per file.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
