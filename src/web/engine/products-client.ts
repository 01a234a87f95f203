/**
 * The page's side of the product-file worker (issue 23.9): one worker per open dialog, answers by
 * id, and only the latest match is kept (a mapping changed twice quickly shows the second).
 */
import type { ManualMatches } from '../../catalog/products/match-photos.js';
import type { ColumnMapping, ProductImport } from '../../catalog/products/index.js';
import type { OpenedSheet, ProductsWorkerReply, ProductsWorkerRequest } from './products-protocol.js';

type Waiter = (reply: ProductsWorkerReply) => void;

/** The file could not be read: `message` is the Italian reason, or '' when there is none to give. */
export class ProductFileError extends Error {}

type Request = ProductsWorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

export class ProductsClient {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiter>();

  private ask(request: Request, transfer: Transferable[] = []): Promise<ProductsWorkerReply> {
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      worker.postMessage({ ...request, id }, transfer);
    });
  }

  private start(): Worker {
    const worker = new Worker(new URL('./products-worker.ts', import.meta.url), { type: 'module', name: 'vetrina-products' });
    worker.onmessage = ({ data }: MessageEvent<ProductsWorkerReply>) => {
      this.waiting.get(data.id)?.(data);
      this.waiting.delete(data.id);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      for (const [id, waiter] of this.waiting) waiter({ id, ok: false, message: '' });
      this.waiting.clear();
      this.worker = undefined;
    };
    return worker;
  }

  /** `sheet` names the workbook's sheet to read; without it the worker reads the most product-like. */
  async open(file: File, photos: string[], remembered: Readonly<Record<string, string>>, sheet?: string, rememberedSheet?: string): Promise<{ sheet: OpenedSheet; result: ProductImport }> {
    const bytes = await file.arrayBuffer();
    const reply = await this.ask({ type: 'open', bytes, fileName: file.name, photos, remembered, ...(sheet !== undefined && { sheet }), ...(rememberedSheet && { rememberedSheet }) }, [bytes]);
    if (!reply.ok || !reply.sheet) throw new ProductFileError(reply.ok ? '' : reply.message);
    return { sheet: reply.sheet, result: reply.result };
  }

  /** `manual`: photos the user matched by hand, each to a colourway's place in `ProductImport.choices`. */
  async match(mapping: ColumnMapping, photos: string[], manual: ManualMatches = {}): Promise<ProductImport | undefined> {
    const id = this.nextId;
    const reply = await this.ask({ type: 'match', mapping, photos, manual });
    // A later match was asked meanwhile: this answer is stale.
    if (id !== this.nextId - 1 || !reply.ok) return undefined;
    return reply.result;
  }

  close(): void {
    this.worker?.terminate();
    this.worker = undefined;
    this.waiting.clear();
  }
}
