/**
 * The main thread's side of the PDF worker: one render at a time, progress relayed, the PDF received;
 * page descriptions for the preview answered by id, so only the one asked for settles each request.
 */
import type { DescribeJob, DescribedCatalog, RenderJob, RenderWorkerReply, RenderWorkerRequest } from './protocol.js';

interface Waiter<T> {
  resolve: (value: T) => void;
  reject: (error: Error) => void;
}

interface Rendering extends Waiter<Blob> {
  onProgress?: (done: number, total: number) => void;
}

export class RenderClient {
  private worker: Worker | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private rendering: Rendering | undefined;
  private readonly describing = new Map<number, Waiter<DescribedCatalog>>();
  private nextDescribeId = 1;

  /** Starts the worker ahead of the click, so its code is loaded and parsed when the user builds. */
  warm(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./render-worker.ts', import.meta.url), { type: 'module', name: 'vetrina-pdf' });
    worker.onmessage = ({ data }: MessageEvent<RenderWorkerReply>) => this.receive(data);
    worker.onerror = (event) => {
      event.preventDefault();
      this.stop(new Error(event.message || 'The PDF worker stopped'));
    };
    this.worker = worker;
    return worker;
  }

  render(job: RenderJob, onProgress?: (done: number, total: number) => void): Promise<Blob> {
    const next = this.queue.then(() => this.renderNow(job, onProgress));
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** The page is idle with every photo prepared: the worker may rehearse a build (rehearsal.ts). */
  rehearse(): void {
    const request: RenderWorkerRequest = { type: 'rehearse' };
    this.worker?.postMessage(request);
  }

  describe(job: DescribeJob): Promise<DescribedCatalog> {
    const worker = this.warm();
    const id = this.nextDescribeId++;
    return new Promise((resolve, reject) => {
      this.describing.set(id, { resolve, reject });
      const request: RenderWorkerRequest = { type: 'describe', id, ...job };
      worker.postMessage(request);
    });
  }

  dispose(): void {
    this.stop(new Error('The PDF worker was stopped'));
  }

  private renderNow(job: RenderJob, onProgress?: (done: number, total: number) => void): Promise<Blob> {
    const worker = this.warm();
    return new Promise<Blob>((resolve, reject) => {
      this.rendering = { resolve, reject, onProgress };
      const request: RenderWorkerRequest = { type: 'render', ...job };
      worker.postMessage(request);
    });
  }

  private receive(reply: RenderWorkerReply): void {
    switch (reply.type) {
      case 'progress':
        return this.rendering?.onProgress?.(reply.done, reply.total);
      case 'rendered':
        return this.settleRendering()?.resolve(reply.pdf);
      case 'failed':
        return this.settleRendering()?.reject(new Error(reply.message));
      case 'described':
        return this.settleDescribing(reply.id)?.resolve({ pages: reply.pages, missing: reply.missing });
      case 'describe-failed':
        return this.settleDescribing(reply.id)?.reject(new Error(reply.message));
    }
  }

  private settleRendering(): Rendering | undefined {
    const rendering = this.rendering;
    this.rendering = undefined;
    return rendering;
  }

  private settleDescribing(id: number): Waiter<DescribedCatalog> | undefined {
    const waiter = this.describing.get(id);
    this.describing.delete(id);
    return waiter;
  }

  /** A broken or disposed worker fails whatever waits on it; the next request starts a fresh one. */
  private stop(error: Error): void {
    this.worker?.terminate();
    this.worker = undefined;
    this.settleRendering()?.reject(error);
    for (const waiter of this.describing.values()) waiter.reject(error);
    this.describing.clear();
  }
}
