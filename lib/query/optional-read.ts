// A server page's read that may fail without failing the page (docs/decisions.md "Server prefetch
// that may fail"): the failure is logged and the page renders without that query's data, so the
// browser reads it itself and its card shows the load failure with Try Again.
export function optionalRead<T>(page: string, read: Promise<T>): Promise<T | undefined> {
  return read.catch((error: unknown) => {
    console.error(`[${page}] prefetch failed`, error);
    return undefined;
  });
}
