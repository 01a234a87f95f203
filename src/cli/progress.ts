/**
 * 'Foto preparate n/N' on stderr while the photos are prepared (issue 27.12): a long run shows it
 * is alive. Only on a terminal: piped or redirected, stderr carries the messages and nothing else.
 */
interface ProgressStream {
  isTTY?: boolean;
  write(text: string): unknown;
}

export interface PhotoProgress {
  /** One more photo prepared or skipped. */
  tick(): void;
  /** A message of its own line, the count drawn again under it. */
  say(message: string): void;
  /** The count stays on screen with its line ended. */
  done(): void;
}

/** Back to the start of the line, and the line cleared (ANSI 'erase in line'). */
const CLEAR_LINE = '\r\x1b[2K';

export function photoProgress(total: number, stream: ProgressStream = process.stderr): PhotoProgress {
  if (!stream.isTTY) {
    return { tick: () => undefined, say: (message) => stream.write(`${message}\n`), done: () => undefined };
  }
  let prepared = 0;
  const draw = () => stream.write(`${CLEAR_LINE}Foto preparate ${prepared}/${total}`);
  draw();
  return {
    tick: () => {
      prepared++;
      draw();
    },
    say: (message) => {
      stream.write(`${CLEAR_LINE}${message}\n`);
      draw();
    },
    done: () => stream.write('\n'),
  };
}
