import { Download } from 'lucide-react';
import { buttonClasses } from '../../ui/Button.js';
import type { ExportKind } from './orders-api.js';

const KINDS: readonly ExportKind[] = ['xlsx', 'csv'];

/** Excel and CSV downloads of one order or of a link's orders (issue 36.4): plain links the server answers with a file. */
export function ExportLinks({ path, label }: { path: (kind: ExportKind) => string; label: (kind: ExportKind) => string }) {
  return (
    <div className="flex flex-wrap gap-2">
      {KINDS.map((kind) => (
        <a key={kind} href={path(kind)} download className={buttonClasses('outline', 'sm')}>
          <Download aria-hidden="true" className="size-4" />
          {label(kind)}
        </a>
      ))}
    </div>
  );
}
