/**
 * The page's side of the helper worker (0870): plain JPEGs are prepared there whole (0890); for
 * other photos decoding and JPEG encoding run there and the page keeps only the drawing, in short
 * bands. Every request is answered by id.
 */
import type { ResizePlan } from '../../catalog/images/preparation-plan.js';
import { rejectUndecodable } from '../../catalog/images/rejections.js';
import { decodedBitmap, type DecodeOptions, type DecodedPhoto, type PhotoDecoder } from './decode-photo.js';
import type { CodecJob, CodecOutcome } from './jpeg-codec/codec-preparation.js';
import type { HelperReply, HelperRequest } from './protocol.js';

type Settle = (reply: HelperReply | undefined) => void;
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

export class PhotoHelper implements PhotoDecoder {
  private readonly waiting = new Map<number, Settle>();
  private worker = this.start();
  private nextId = 1;

  private start(): Worker {
    const worker = new Worker(new URL('./helper-worker.ts', import.meta.url), { type: 'module', name: 'vetrina-photo-helper' });
    worker.onmessage = ({ data }: MessageEvent<HelperReply>) => this.settle(data.id, data);
    // A helper that dies (out of memory on a huge photo) fails what it was doing; a fresh one takes over.
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      this.worker = this.start();
      this.failAll();
    };
    return worker;
  }

  fullSize(file: Blob, name: string): Promise<DecodedPhoto> {
    return this.decode({ type: 'decode', file, name }, name);
  }

  /** The helper reads the file itself: bytes read here stay here rather than cross over again. */
  forPlan(file: Blob, name: string, plan: ResizePlan, options: DecodeOptions = {}): Promise<DecodedPhoto> {
    return this.decode({ type: 'decode', file, name, plan, ...(options.decoding && { decoding: options.decoding }) }, name);
  }

  /** Undefined when the codec could not take the photo: the page then prepares it the long way. */
  async prepareJpeg({ whole: _, ...job }: CodecJob): Promise<CodecOutcome | undefined> {
    const reply = await this.ask({ type: 'prepare-jpeg', ...job });
    if (reply?.type !== 'prepared-jpeg') return undefined;
    const { type: _type, id: _id, ...outcome } = reply;
    return outcome;
  }

  /** `pixels`: RGBA rows, given away to the worker. */
  async encode(pixels: ArrayBuffer, width: number, height: number, quality: number): Promise<Blob> {
    const reply = await this.ask({ type: 'encode', pixels, width, height, quality }, [pixels]);
    if (reply?.type !== 'encoded') throw new Error('JPEG encoding failed');
    return reply.blob;
  }

  dispose(): void {
    this.worker.terminate();
    this.failAll();
  }

  private failAll(): void {
    for (const id of [...this.waiting.keys()]) this.settle(id, undefined);
  }

  private async decode(request: WithoutId<Extract<HelperRequest, { type: 'decode' }>>, name: string): Promise<DecodedPhoto> {
    const reply = await this.ask(request);
    if (reply?.type !== 'decoded') throw rejectUndecodable(name);
    return decodedBitmap(reply.image);
  }

  private ask(request: WithoutId<HelperRequest>, transfer: Transferable[] = []): Promise<HelperReply | undefined> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.worker.postMessage({ ...request, id }, transfer);
    });
  }

  private settle(id: number, reply: HelperReply | undefined): void {
    const resolve = this.waiting.get(id);
    this.waiting.delete(id);
    resolve?.(reply);
  }
}
