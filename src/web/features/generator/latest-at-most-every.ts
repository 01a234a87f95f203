/**
 * Passes on the latest value at most once per interval: the first at once, then whatever came last
 * when the interval ends. The engine's photo states change three times per photo while a batch
 * prepares, and each change renders the generator page again (0910). The values that change the
 * phase go out at once, so the page never shows a finished state for work under way, nor the
 * reverse: a value `settled` says is final (every photo prepared), and the first one after it
 * (a new layout or new photos start preparing).
 */
export function latestAtMostEvery<T>(intervalMs: number, deliver: (value: T) => void, settled: (value: T) => boolean = () => false): { push(value: T): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: { value: T } | undefined;
  let lastSettled = false;

  const flush = () => {
    timer = undefined;
    if (!waiting) return;
    const { value } = waiting;
    waiting = undefined;
    lastSettled = settled(value);
    deliver(value);
    timer = setTimeout(flush, intervalMs);
  };

  return {
    push(value) {
      waiting = { value };
      if (timer === undefined) flush();
      else if (lastSettled || settled(value)) {
        clearTimeout(timer);
        flush();
      }
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      waiting = undefined;
    },
  };
}
