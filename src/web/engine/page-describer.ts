/**
 * The main thread's side of the describe worker. The preview asks at every edit and only the latest
 * answer matters, so each request carries an id and answers are matched to their request.
 */
import type { PageDescription } from '../../catalog/describe/page-description.js';
import type { DescribeJob, DescribeWorkerReply, DescribeWorkerRequest } from './protocol.js';

export class PageDescriber {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (pages: PageDescription[]) => void; reject: (error: Error) => void }>();

  describe(job: DescribeJob): Promise<PageDescription[]> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      const request: DescribeWorkerRequest = { type: 'describe', id, ...job };
      worker.postMessage(request);
    });
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = undefined;
    this.failAll('The describe worker was stopped');
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./describe-worker.ts', import.meta.url), { type: 'module', name: 'vetrina-preview' });
    worker.onmessage = ({ data }: MessageEvent<DescribeWorkerReply>) => {
      const waiter = this.waiting.get(data.id);
      if (!waiter) return;
      this.waiting.delete(data.id);
      if (data.type === 'described') waiter.resolve(data.pages);
      else waiter.reject(new Error(data.message));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      // A worker that failed to load stays broken: the next request starts a fresh one.
      this.dispose();
    };
    this.worker = worker;
    return worker;
  }

  private failAll(message: string): void {
    for (const { reject } of this.waiting.values()) reject(new Error(message));
    this.waiting.clear();
  }
}
