import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../Button.js';

interface PagerProps {
  /** Names the navigation, e.g. 'Pagine del log': two lists on one screen stay apart. */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** aria-disabled rather than disabled: a button that disables itself under the pointer keeps the focus. */
const EDGE_CLASSES = 'aria-disabled:cursor-not-allowed aria-disabled:text-stone-400 aria-disabled:hover:bg-white';

/** 'Precedente', 'Pagina N di M', 'Successiva'; nothing when everything fits on one page. */
export function Pager({ label, page, pages, onPage }: PagerProps) {
  if (pages <= 1) return null;
  const first = page <= 1;
  const last = page >= pages;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3 text-sm">
      <Button variant="outline" size="sm" className={EDGE_CLASSES} aria-disabled={first} onClick={() => !first && onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Precedente
      </Button>
      <p aria-live="polite" className="tabular-nums text-muted">{`Pagina ${page} di ${pages}`}</p>
      <Button variant="outline" size="sm" className={EDGE_CLASSES} aria-disabled={last} onClick={() => !last && onPage(page + 1)}>
        Successiva
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
