/**
 * The page's side of the header worker: a batch of files in, their upright sizes out, in order.
 * Should the worker fail, the batch's sizes are unknown: each photo's is then learnt when it is
 * prepared, as before decision 1088, at the cost of a photo prepared again if the frames' shape moves.
 */
import type { Size } from '../../catalog/layout/geometry.js';
import type { HeaderReply, HeaderRequest } from './protocol.js';

type Sizes = (Size | undefined)[];

export class HeaderClient {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly waiting = new Map<number, { count: number; resolve: (sizes: Sizes) => void }>();

  read(files: readonly File[]): Promise<Sizes> {
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, { count: files.length, resolve });
      const request: HeaderRequest = { id, files };
      worker.postMessage(request);
    });
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = undefined;
    this.giveUp();
  }

  private start(): Worker {
    const worker = new Worker(new URL('./header-worker.ts', import.meta.url), { type: 'module', name: 'vetrina-headers' });
    worker.onmessage = ({ data }: MessageEvent<HeaderReply>) => {
      this.waiting.get(data.id)?.resolve(data.sizes);
      this.waiting.delete(data.id);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      this.worker = undefined;
      this.giveUp();
    };
    return worker;
  }

  private giveUp(): void {
    for (const { count, resolve } of this.waiting.values()) resolve(new Array<undefined>(count).fill(undefined));
    this.waiting.clear();
  }
}
