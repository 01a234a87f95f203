/**
 * Schedules photo preparation over a few lanes, first come first served. A photo removed while it
 * waits is simply dropped (it costs nothing); the outcome of one removed or superseded while it runs
 * is ignored. When the workers cannot draw (no OffscreenCanvas), the queue moves to as many
 * main-thread lanes, each with a helper worker that decodes and encodes (0870).
 */
import type { PreparationLane } from './preparation-lanes.js';
import { PHASES, measured } from './phase-timing.js';
import type { PrepareJob, PrepareOutcome } from './protocol.js';

/** A user-timing mark per photo that starts preparing: visible in profiles and to tests. */
export const PREPARE_START_MARK = 'vetrina:prepare-start';

export interface PreparationQueueOptions {
  laneCount: number;
  createLane: () => PreparationLane;
  createFallbackLane: () => PreparationLane;
  onOutcome: (id: string, outcome: Exclude<PrepareOutcome, { type: 'unsupported' }>) => void;
}

interface QueuedJob {
  id: string;
  ticket: number;
  job: PrepareJob;
}

export class PreparationQueue {
  private readonly waiting: QueuedJob[] = [];
  private readonly idle: PreparationLane[] = [];
  private readonly busy = new Set<PreparationLane>();
  /** Worker lanes still running when the queue moved to the main thread. */
  private readonly retired = new Set<PreparationLane>();
  /** The ticket of each photo's latest job: any other outcome is stale. */
  private readonly latest = new Map<string, number>();
  private nextTicket = 1;
  private readonly laneCount: number;
  private createLane: () => PreparationLane;
  private disposed = false;

  constructor(private readonly options: PreparationQueueOptions) {
    this.laneCount = options.laneCount;
    this.createLane = options.createLane;
  }

  /** Queues the photo, replacing a job of the same photo still waiting. */
  enqueue(id: string, job: PrepareJob): void {
    this.dropWaiting(id);
    const ticket = this.nextTicket++;
    this.latest.set(id, ticket);
    this.waiting.push({ id, ticket, job });
    this.pump();
  }

  /** Starts every lane ahead of the first job: a photo worker's start is then off a drop's path (decision 1094). */
  warm(): void {
    while (!this.disposed && this.idle.length + this.busy.size < this.laneCount) this.idle.push(this.createLane());
  }

  cancel(id: string): void {
    this.dropWaiting(id);
    this.latest.delete(id);
  }

  dispose(): void {
    this.disposed = true;
    this.waiting.length = 0;
    this.latest.clear();
    for (const lane of [...this.idle, ...this.busy, ...this.retired]) lane.dispose();
    this.idle.length = 0;
    this.busy.clear();
    this.retired.clear();
  }

  private dropWaiting(id: string): void {
    const index = this.waiting.findIndex((queued) => queued.id === id);
    if (index >= 0) this.waiting.splice(index, 1);
  }

  private takeLane(): PreparationLane | undefined {
    const lane = this.idle.pop();
    if (lane) return lane;
    return this.busy.size < this.laneCount ? this.createLane() : undefined;
  }

  private pump(): void {
    while (!this.disposed && this.waiting.length > 0) {
      const lane = this.takeLane();
      if (!lane) return;
      const queued = this.waiting.shift();
      if (!queued) return;
      this.busy.add(lane);
      performance.mark(PREPARE_START_MARK, { detail: { id: queued.id } });
      void measured(PHASES.preparation, () => lane.run(queued.job)).then((outcome) => this.settle(lane, queued, outcome));
    }
  }

  private settle(lane: PreparationLane, queued: QueuedJob, outcome: PrepareOutcome): void {
    const retired = this.retired.delete(lane);
    this.busy.delete(lane);
    if (this.disposed) return lane.dispose();
    if (outcome.type === 'unsupported') {
      lane.dispose();
      this.moveToMainThread(queued);
      return;
    }
    if (retired) lane.dispose();
    else this.idle.push(lane);
    if (this.latest.get(queued.id) === queued.ticket) {
      this.latest.delete(queued.id);
      this.options.onOutcome(queued.id, outcome);
    }
    this.pump();
  }

  private moveToMainThread(queued: QueuedJob): void {
    if (this.createLane !== this.options.createFallbackLane) {
      this.createLane = this.options.createFallbackLane;
      for (const lane of this.idle) lane.dispose();
      this.idle.length = 0;
      // Workers still busy finish their photo, then go; the main-thread lanes start now.
      for (const lane of this.busy) this.retired.add(lane);
      this.busy.clear();
    }
    if (this.latest.get(queued.id) === queued.ticket) this.waiting.unshift(queued);
    this.pump();
  }
}
