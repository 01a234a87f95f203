import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './Button.js';

interface PagerProps {
  /** Names the list it pages, for screen readers ('Pagine dei cataloghi'). */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous / next through a paged list; absent when everything fits on one page. */
export function Pager({ label, page, pageSize, total, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 text-sm">
      <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Precedente
      </Button>
      <p aria-live="polite" className="tabular-nums text-muted">
        Pagina {page} di {pages}
      </p>
      <Button variant="ghost" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Successiva
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
