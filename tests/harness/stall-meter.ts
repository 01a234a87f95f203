/**
 * The longest main-thread stall, for browsers without 'longtask' entries (Firefox, Safari): a 0 ms
 * timer re-armed at each beat (every engine clamps nested timers to 4 ms) fires late by as long as
 * the main thread was busy, so the gap between two beats bounds the longest task from above, within
 * 4 ms. A requestAnimationFrame beat ticks only at the display's rate (16 ms steps) and stops in a
 * hidden window; a MessageChannel loop keeps the main thread busy and slows the work measured.
 */
const HEARTBEAT_MS = 0;
/** Gaps shorter than this are the heartbeat's own pace: not worth keeping. */
const NOTABLE_GAP_MS = 10;

/** [end, length] of every notable gap between beats, oldest first. */
const gaps: [number, number][] = [];
let lastBeat = 0;

export function startHeartbeat(): void {
  lastBeat = performance.now();
  const beat = () => {
    const now = performance.now();
    if (now - lastBeat >= NOTABLE_GAP_MS) gaps.push([now, now - lastBeat]);
    lastBeat = now;
    setTimeout(beat, HEARTBEAT_MS);
  };
  setTimeout(beat, HEARTBEAT_MS);
}

/** The longest gap between beats after `start` (a gap that began earlier counts from `start`). */
export function longestStallSince(start: number): number {
  let longest = 0;
  for (const [end, length] of gaps) {
    if (end > start) longest = Math.max(longest, end - Math.max(end - length, start));
  }
  return longest;
}
