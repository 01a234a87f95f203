/** The main thread's side of the PDF worker: one render at a time, progress relayed, bytes received. */
import type { RenderJob, RenderWorkerReply, RenderWorkerRequest } from './protocol.js';

export class RenderClient {
  private worker: Worker | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  /** Starts the worker ahead of the click, so its code is loaded and parsed when the user builds. */
  warm(): Worker {
    this.worker ??= new Worker(new URL('./render-worker.ts', import.meta.url), { type: 'module', name: 'vetrina-pdf' });
    return this.worker;
  }

  render(job: RenderJob, onProgress?: (done: number, total: number) => void): Promise<Uint8Array> {
    const next = this.queue.then(() => this.renderNow(job, onProgress));
    this.queue = next.catch(() => undefined);
    return next;
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = undefined;
  }

  private renderNow(job: RenderJob, onProgress?: (done: number, total: number) => void): Promise<Uint8Array> {
    const worker = this.warm();
    return new Promise<Uint8Array>((resolve, reject) => {
      worker.onmessage = ({ data }: MessageEvent<RenderWorkerReply>) => {
        if (data.type === 'progress') onProgress?.(data.done, data.total);
        else if (data.type === 'rendered') resolve(new Uint8Array(data.bytes));
        else reject(new Error(data.message));
      };
      worker.onerror = (event) => {
        event.preventDefault();
        this.dispose();
        reject(new Error(event.message || 'The PDF worker stopped'));
      };
      const request: RenderWorkerRequest = { type: 'render', ...job };
      worker.postMessage(request);
    });
  }
}
