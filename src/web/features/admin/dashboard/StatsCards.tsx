import { CreditCard, FileText, Users } from 'lucide-react';
import { useAdminUsers } from './admin-data.js';
import { useCatalogCount } from './catalog-log-data.js';

/** Spec 2: users, the sum of their credits, and the catalogues generated (log entries). */
export function StatsCards() {
  const { data: users } = useAdminUsers();
  const catalogs = useCatalogCount();
  const stats = [
    { label: 'Utenti totali', value: users?.length, icon: Users },
    { label: 'Crediti totali', value: users?.reduce((sum, u) => sum + u.crediti, 0), icon: CreditCard },
    { label: 'Cataloghi generati', value: catalogs, icon: FileText },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {stats.map(({ label, value, icon: Icon }) => (
        <div key={label} className="rounded-2xl border border-line bg-white p-6">
          <dt className="flex items-center gap-2 text-xs uppercase tracking-wider text-muted">
            <Icon aria-hidden="true" className="size-4 text-accent" />
            {label}
          </dt>
          <dd className="mt-3 font-display text-4xl tabular-nums">{value ?? '–'}</dd>
        </div>
      ))}
    </dl>
  );
}
