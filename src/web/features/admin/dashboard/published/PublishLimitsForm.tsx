import { useState, type FormEvent } from 'react';
import type { PublishLimitsSettings } from '../../../../../shared/index.js';
import { Button } from '../../../../ui/Button.js';
import { usePublishLimits, useSetPublishLimits } from './published-links-data.js';

/** The limits of DECISIONS 'Published catalogues', as the server bounds them. */
const FIELDS: { name: keyof PublishLimitsSettings; label: string; max: number }[] = [
  { name: 'liveLinks', label: 'Link attivi per cliente', max: 1000 },
  { name: 'storageMb', label: 'Spazio per cliente (MB)', max: 100_000 },
  { name: 'photos', label: 'Foto per pubblicazione', max: 100 },
  { name: 'pdfMb', label: 'PDF al massimo (MB)', max: 25 },
  { name: 'photoMb', label: 'Foto web al massimo (MB)', max: 2 },
];

/** Issue 36.5: the publishing limits, settings with defaults that the administrator changes. */
export function PublishLimitsForm() {
  const limits = usePublishLimits();
  const save = useSetPublishLimits();
  const [typed, setTyped] = useState<Partial<Record<keyof PublishLimitsSettings, string>>>({});
  if (!limits.data) return null;
  const current = limits.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const change = Object.fromEntries(FIELDS.flatMap(({ name }) => (typed[name] !== undefined && Number(typed[name]) !== current[name] ? [[name, Number(typed[name])]] : [])));
    if (Object.keys(change).length > 0) save.mutate(change, { onSuccess: () => setTyped({}) });
  };
  return (
    <form onSubmit={submit} className="mt-6 grid gap-4 border-t border-line pt-6" aria-labelledby="publish-limits-title">
      <h3 id="publish-limits-title" className="font-medium">Limiti di pubblicazione</h3>
      <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {FIELDS.map(({ name, label, max }) => (
          <label key={name} className="grid gap-1 text-sm">
            {label}
            <input
              type="number"
              min={1}
              max={max}
              required
              value={typed[name] ?? String(current[name])}
              onChange={(event) => setTyped({ ...typed, [name]: event.target.value })}
              className="rounded-lg border border-line px-3 py-2 tabular-nums"
            />
          </label>
        ))}
      </div>
      <div>
        <Button type="submit" size="sm" disabled={save.isPending}>
          Salva i limiti
        </Button>
      </div>
    </form>
  );
}
