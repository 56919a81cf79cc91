// The one thing an engine adapter gives the smoke steps (e2e-engines/steps.mjs): a page to drive
// the way a person does. Each engine's file (firefox.mjs, webkit.mjs) maps it onto its protocol
// and nothing more; waiting, finding by text and every check live in e2e-engines/page.mjs.
//
// @typedef {object} EngineDriver
// @property {string} version                     the browser and its version, for the report
// @property {(url: string) => Promise<unknown>} goto     navigates; resolves after the load event
// @property {() => Promise<unknown>} reload
// @property {(css: string) => Promise<void>} click       a real pointer click on the first match
// @property {(css: string, text: string) => Promise<void>} type   focuses it, then key by key
// @property {(key: "Enter" | "Escape") => Promise<void>} press    to the focused element
// @property {<T>(fn: (...args: any[]) => T, ...args: any[]) => Promise<Awaited<T>>} evaluate
// @property {(file: string) => Promise<unknown>} screenshot
// @property {() => Promise<void>} close           the browser and everything started for it
export {};
