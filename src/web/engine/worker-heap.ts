/**
 * Whether this worker's memory has grown past what it should keep. A WebAssembly heap never
 * shrinks, and a dropped instance (or a 400 MB pixel copy) is freed only when the worker's garbage
 * collector gets to it, which an idle worker may never do: 8 HEIC grids of 100 MP left Chromium
 * holding 3.1 GB after their cards were ready (issue 38.4). A worker that says so here is replaced
 * by a fresh one once its photo is done (preparation-lanes.ts), which returns all of it at once.
 */
let grown = false;

export function noteHeapGrown(): void {
  grown = true;
}

export function heapGrown(): boolean {
  return grown;
}
