/**
 * Where a photo is prepared: a lane runs one job at a time. Worker lanes hold a photo worker; the
 * main-thread lane is the fallback for browsers without OffscreenCanvas in workers (DECISIONS
 * "Screens", 0870): a helper worker decodes and encodes, the page draws in small bands with a pause
 * between them.
 */
import { rejectUndecodable } from '../../catalog/images/rejections.js';
import { workersUseCodec } from './jpeg-codec/codec-choice.js';
import { preparePhoto } from './prepare-photo.js';
import type { Decoding, PhotoWorkerReply, PhotoWorkerRequest, PrepareJob, PrepareOutcome } from './protocol.js';
import { PhotoHelper } from './photo-helper.js';
import { helperSurface } from './surfaces.js';
import { nextTask } from './next-task.js';

export interface PreparationLane {
  run(job: PrepareJob): Promise<PrepareOutcome>;
  dispose(): void;
}

function startPhotoWorker(): Worker {
  return new Worker(new URL('./photo-worker.ts', import.meta.url), { type: 'module', name: 'vetrina-photo' });
}

/**
 * The job with the WebAssembly libjpeg compiled here, once for the page, when it will be used: every
 * worker then shares its code, which JavaScriptCore would otherwise compile and tier up again in each
 * worker (0890). Without it (a failed download) the worker fetches its own. The codec's module is
 * imported here, with the first photo: its `?url` asset is one only the browser's build can name,
 * and the server draws the generator's first screen from this graph (decision 1021).
 */
async function withPageCodec(job: PrepareJob, used: boolean): Promise<PrepareJob> {
  if (!used) return job;
  const module = await pageCodec();
  return module ? { ...job, codecModule: module } : job;
}

const pageCodec = () => import('./jpeg-codec/codec-preparation.js').then((codec) => codec.codecModule()).catch(() => undefined);

/** Compiles the codec ahead of the first photo where the workers will use it (decision 1094). */
export function warmPageCodec(decoding: Decoding): void {
  if (workersUseCodec(decoding)) void pageCodec();
}

export function createWorkerLane(): PreparationLane {
  let worker = startPhotoWorker();
  return {
    async run(plainJob) {
      const job = await withPageCodec(plainJob, workersUseCodec(plainJob.decoding));
      return new Promise<PrepareOutcome>((resolve) => {
        worker.onmessage = ({ data }: MessageEvent<PhotoWorkerReply>) => {
          const { recycle, ...outcome } = data;
          // A worker whose heap grew on a huge photo gives it all back by ending (worker-heap.ts).
          if (recycle) {
            worker.terminate();
            worker = startPhotoWorker();
          }
          resolve(outcome);
        };
        // A worker that dies (out of memory on a huge photo) fails that photo only; a fresh one takes over.
        worker.onerror = (event) => {
          event.preventDefault();
          worker.terminate();
          worker = startPhotoWorker();
          resolve({ type: 'rejected', message: rejectUndecodable(job.name).message });
        };
        const request: PhotoWorkerRequest = { type: 'prepare', ...job };
        worker.postMessage(request);
      });
    },
    dispose: () => worker.terminate(),
  };
}

/** Bands of about 64 rows keep each drawing task far below the 100 ms a long task starts at. */
const MAIN_THREAD_BAND_ROWS = 64;

export function createMainThreadLane(): PreparationLane {
  const helper = new PhotoHelper();
  return {
    async run(job) {
      // The helper prepares plain JPEGs whole, so the page draws nothing for them (0890).
      const helperCodec = job.decoding !== 'full';
      return preparePhoto(await withPageCodec(job, helperCodec), {
        surface: helperSurface(helper, MAIN_THREAD_BAND_ROWS, nextTask),
        ...(helperCodec && { codec: (codecJob) => helper.prepareJpeg(codecJob) }),
        decoder: helper,
        decoderReadsFile: true,
        bandRows: MAIN_THREAD_BAND_ROWS,
        pause: nextTask,
      });
    },
    dispose: () => helper.dispose(),
  };
}
