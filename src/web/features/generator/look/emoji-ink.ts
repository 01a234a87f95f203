/**
 * The browser draws the preview's emoji with its own emoji font (a colour one), not the PDF's
 * monochrome Noto Emoji: to show them as tall as the PDF does (decision 0961), its picture is drawn
 * once on a canvas and its ink measured (the text metrics give the font's box, which pads the
 * picture). Without a canvas or an emoji font (tests), Noto Emoji's figures stand in.
 */
import { EMOJI_INK } from '../../../../catalog/fonts/emoji-size.js';

export interface EmojiInk {
  /** The ink's height and its depth under the baseline, in em. */
  height: number;
  depth: number;
}

const SAMPLE_SIZE = 100;
const CANVAS_SIZE = 2 * SAMPLE_SIZE;
const BASELINE = 1.5 * SAMPLE_SIZE;
/** Edge pixels count from a quarter covered. */
const INK_ALPHA = 64;

type Context = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function canvasContext(): Context | null {
  try {
    if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(CANVAS_SIZE, CANVAS_SIZE).getContext('2d');
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = CANVAS_SIZE;
    return canvas.getContext('2d');
  } catch {
    return null;
  }
}

/** The rows the picture covers, from the canvas's top. */
function inkRows(context: Context): { top: number; bottom: number } | undefined {
  const { data } = context.getImageData(0, 0, CANVAS_SIZE, CANVAS_SIZE);
  let top: number | undefined;
  let bottom: number | undefined;
  for (let row = 0; row < CANVAS_SIZE; row++) {
    for (let column = 0; column < CANVAS_SIZE; column++) {
      if ((data[(row * CANVAS_SIZE + column) * 4 + 3] ?? 0) < INK_ALPHA) continue;
      top ??= row;
      bottom = row + 1;
      break;
    }
  }
  return top === undefined || bottom === undefined ? undefined : { top, bottom };
}

let measured: EmojiInk | undefined;

export function browserEmojiInk(): EmojiInk {
  if (measured) return measured;
  const context = canvasContext();
  if (!context) return EMOJI_INK;
  context.font = `${SAMPLE_SIZE}px sans-serif`;
  // A browser without an emoji font draws a missing-glyph box, as for a private-use character.
  if (context.measureText('\u{1f600}').width === context.measureText('\u{10fffd}').width) return (measured = EMOJI_INK);
  context.textBaseline = 'alphabetic';
  context.fillText('\u{1f600}', SAMPLE_SIZE / 2, BASELINE);
  const rows = inkRows(context);
  const height = rows ? (rows.bottom - rows.top) / SAMPLE_SIZE : 0;
  measured = rows && height > 0.5 && height < 2 ? { height, depth: (rows.bottom - BASELINE) / SAMPLE_SIZE } : EMOJI_INK;
  return measured;
}
