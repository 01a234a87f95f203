import { DRAFT_TEXTS } from '../draft/draft-texts.js';

interface MoveButtonsProps {
  /** The photo's file name, to tell the cards' buttons apart for screen readers. */
  name: string;
  index: number;
  count: number;
  onMove: (toIndex: number, button: HTMLButtonElement) => void;
}

/** The label wraps rather than overflow: at 320 px a card is narrower than 'Sposta dopo' on one line (issue 27.12). */
const buttonClasses =
  'min-h-9 min-w-0 rounded-md border border-line px-1 text-xs leading-tight font-medium text-ink hover:bg-accent-soft aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent sm:min-h-7';

/**
 * 'Sposta prima' and 'Sposta dopo' (issue 15): reordering with one tap, for touch screens and for
 * anyone who does not drag. At the ends the button stays focusable but does nothing
 * (aria-disabled), so focus is never lost after the last move (docs/decisions/0790).
 */
export function MoveButtons({ name, index, count, onMove }: MoveButtonsProps) {
  if (count < 2) return null;
  const button = (label: string, toIndex: number) => {
    const blocked = toIndex < 0 || toIndex >= count;
    return (
      <button
        type="button"
        aria-disabled={blocked || undefined}
        onClick={(event) => {
          if (!blocked) onMove(toIndex, event.currentTarget);
        }}
        className={buttonClasses}
      >
        {label}
        <span className="sr-only"> {name}</span>
      </button>
    );
  };
  return (
    <div className="grid grid-cols-2 gap-1.5">
      {button(DRAFT_TEXTS.moveEarlier, index - 1)}
      {button(DRAFT_TEXTS.moveLater, index + 1)}
    </div>
  );
}
