import { describe, expect, it } from 'vitest';
import { prepareTargetFor } from '../../catalog/layout/prepare-target.js';
import type { PreparationLane } from './preparation-lanes.js';
import { PreparationQueue } from './preparation-queue.js';
import type { PrepareJob, PrepareOutcome } from './protocol.js';

/** A lane that records what it was asked and answers when the test says so. */
class ManualLane implements PreparationLane {
  readonly started: string[] = [];
  private readonly answers = new Map<string, (outcome: PrepareOutcome) => void>();
  disposed = false;

  constructor(private readonly log: string[]) {}

  run(job: PrepareJob): Promise<PrepareOutcome> {
    this.started.push(job.name);
    this.log.push(job.name);
    return new Promise((resolve) => this.answers.set(job.name, resolve));
  }

  answer(name: string, outcome: PrepareOutcome = prepared): void {
    this.answers.get(name)?.(outcome);
  }

  dispose(): void {
    this.disposed = true;
  }
}

const prepared: PrepareOutcome = { type: 'prepared', width: 10, height: 10, uprightWidth: 10, uprightHeight: 10 };
const target = prepareTargetFor({ orientation: 'portrait', imagesPerPage: 4 });
const job = (name: string): PrepareJob => ({ file: new Blob([name]), name, target, thumbnail: true });
const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

function queueWith(laneCount: number) {
  const lanes: ManualLane[] = [];
  const log: string[] = [];
  const fallbacks: ManualLane[] = [];
  const outcomes: [string, PrepareOutcome['type']][] = [];
  const queue = new PreparationQueue({
    laneCount,
    createLane: () => {
      const lane = new ManualLane(log);
      lanes.push(lane);
      return lane;
    },
    createFallbackLane: () => {
      const lane = new ManualLane(log);
      fallbacks.push(lane);
      return lane;
    },
    onOutcome: (id, outcome) => outcomes.push([id, outcome.type]),
  });
  return { queue, lanes, fallbacks, outcomes, started: () => log };
}

describe('PreparationQueue', () => {
  it('runs as many photos as it has lanes, in order, and never starts one removed while waiting', async () => {
    const { queue, lanes, outcomes, started } = queueWith(2);
    for (const name of ['a', 'b', 'c', 'd']) queue.enqueue(name, job(name));
    queue.cancel('c');
    expect(started()).toEqual(['a', 'b']);
    lanes[0]?.answer('a');
    await settled();
    expect(started()).toEqual(['a', 'b', 'd']);
    lanes[1]?.answer('b');
    lanes[0]?.answer('d');
    await settled();
    expect(outcomes).toEqual([
      ['a', 'prepared'],
      ['b', 'prepared'],
      ['d', 'prepared'],
    ]);
    expect(started()).not.toContain('c');
  });

  it('ignores the outcome of a photo removed or queued again while it was running', async () => {
    const { queue, lanes, outcomes } = queueWith(2);
    queue.enqueue('a', job('a'));
    queue.enqueue('b', job('b'));
    queue.cancel('a');
    queue.enqueue('b', job('b'));
    lanes[0]?.answer('a');
    lanes[1]?.answer('b');
    await settled();
    // The second 'b' (for the new layout) ran after the first and is the only one reported.
    expect(outcomes).toEqual([]);
    lanes[0]?.answer('b');
    await settled();
    expect(outcomes).toEqual([['b', 'prepared']]);
  });

  it('moves to as many main-thread lanes when a worker cannot draw, retrying the photo there', async () => {
    const { queue, lanes, fallbacks, outcomes } = queueWith(2);
    queue.enqueue('a', job('a'));
    queue.enqueue('b', job('b'));
    lanes[0]?.answer('a', { type: 'unsupported' });
    await settled();
    expect(lanes[0]?.disposed).toBe(true);
    expect(fallbacks.map((lane) => lane.started)).toEqual([['a']]);
    lanes[1]?.answer('b', { type: 'rejected', message: 'rotta' });
    await settled();
    // The worker still running is retired once done, never reused.
    expect(lanes[1]?.disposed).toBe(true);
    queue.enqueue('c', job('c'));
    queue.enqueue('d', job('d'));
    expect(fallbacks.map((lane) => lane.started)).toEqual([['a'], ['c']]);
    fallbacks[0]?.answer('a');
    await settled();
    expect(fallbacks[0]?.started).toEqual(['a', 'd']);
    expect(outcomes).toEqual([
      ['b', 'rejected'],
      ['a', 'prepared'],
    ]);
    expect(lanes).toHaveLength(2);
  });
});
