/**
 * libjpeg-turbo in WebAssembly (jpeg-codec.c, built by scripts/jpeg-codec/build.sh, 0890): a JPEG
 * decoded at n/8 straight from its DCT blocks, resized with a Catmull-Rom filter, turned upright and
 * encoded, all in one worker and with no canvas. It serves engines whose decoder cannot scale so
 * (WebKit, Firefox: workersUseCodec) and the helper worker of the fallback without OffscreenCanvas.
 * Only for plain JPEGs (sRGB numbers, ResizePlan.plainJpeg): it converts no colour.
 */
import { jpegScaleEighths, type ResizePlan } from '../../../catalog/images/preparation-plan.js';
import { centreColour } from '../../../catalog/images/centre-colour.js';

interface CodecExports {
  memory: WebAssembly.Memory;
  _initialize?: () => void;
  malloc(size: number): number;
  free(pointer: number): void;
  decode(data: number, size: number, eighths: number): number;
  resize(pixels: number, width: number, height: number, toWidth: number, toHeight: number): number;
  orient(pixels: number, width: number, height: number, orientation: number): number;
  encode(pixels: number, width: number, height: number, quality: number): number;
  /** After decode: the pixels' width; after encode: the JPEG's byte count. */
  width(): number;
  height(): number;
}

export class JpegCodecError extends Error {}

export interface PixelSize {
  width: number;
  height: number;
}

export interface CodecPrepared {
  jpeg: Uint8Array<ArrayBuffer>;
  /** The thumbnail's JPEG and the mean colour of its centre, read from its pixels before encoding. */
  thumbnail?: { jpeg: Uint8Array<ArrayBuffer>; centreColour: string };
}

const unused = () => 0;

/** What the module imports: libjpeg's errors and warnings throw; the WASI calls it links are never made. */
function imports(): WebAssembly.Imports {
  return {
    env: {
      fail: () => {
        throw new JpegCodecError('libjpeg stopped on this file');
      },
      emscripten_notify_memory_growth: unused,
    },
    wasi_snapshot_preview1: { proc_exit: unused, environ_sizes_get: unused, environ_get: unused, fd_close: unused, fd_write: unused, fd_seek: unused },
  };
}

const QUARTER_TURNS = new Set([5, 6, 7, 8]);

export class JpegCodec {
  /** An instance whose libjpeg call threw holds half-written state and leaked memory: never reused. */
  private broken = false;

  private constructor(private readonly codec: CodecExports) {}

  static async load(module: WebAssembly.Module): Promise<JpegCodec> {
    const instance = await WebAssembly.instantiate(module, imports());
    const codec = instance.exports as unknown as CodecExports;
    codec._initialize?.();
    return new JpegCodec(codec);
  }

  get usable(): boolean {
    return !this.broken;
  }

  /**
   * The photo fitted to the plan and upright, as a JPEG of that quality (0-1), and its thumbnail
   * when a size is given. Throws JpegCodecError on a file libjpeg refuses or warns about.
   */
  prepare(jpeg: Uint8Array, plan: ResizePlan, quality: number, thumbnail?: PixelSize): CodecPrepared {
    if (this.broken) throw new JpegCodecError('this codec instance failed before');
    const c = this.codec;
    const allocated: number[] = [];
    const keep = (pointer: number) => (allocated.push(pointer), pointer);
    try {
      const input = keep(c.malloc(jpeg.byteLength));
      new Uint8Array(c.memory.buffer, input, jpeg.byteLength).set(jpeg);
      const decoded = keep(c.decode(input, jpeg.byteLength, jpegScaleEighths(plan)));
      const [width, height] = [c.width(), c.height()];
      // Resized in the stored orientation, then turned: the turn moves the small image only.
      const turned = QUARTER_TURNS.has(plan.orientation);
      const [storedWidth, storedHeight] = turned ? [plan.height, plan.width] : [plan.width, plan.height];
      const resized = keep(c.resize(decoded, width, height, storedWidth, storedHeight));
      const upright = plan.orientation === 1 ? resized : keep(c.orient(resized, storedWidth, storedHeight, plan.orientation));
      const level = Math.round(quality * 100);
      const encode = (pixels: number, size: PixelSize) => {
        const bytes = keep(c.encode(pixels, size.width, size.height, level));
        return new Uint8Array(c.memory.buffer, bytes, c.width()).slice();
      };
      const prepared = encode(upright, plan);
      if (!thumbnail) return { jpeg: prepared };
      const small = keep(c.resize(upright, plan.width, plan.height, thumbnail.width, thumbnail.height));
      const pixels = new Uint8Array(c.memory.buffer, small, thumbnail.width * thumbnail.height * 3);
      const colour = centreColour(pixels, thumbnail.width, thumbnail.height, 3);
      return { jpeg: prepared, thumbnail: { jpeg: encode(small, thumbnail), centreColour: colour } };
    } catch (error) {
      this.broken = true;
      throw error instanceof JpegCodecError ? error : new JpegCodecError(String(error));
    } finally {
      if (!this.broken) for (const pointer of allocated) c.free(pointer);
    }
  }
}
