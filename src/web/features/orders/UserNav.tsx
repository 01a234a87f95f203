import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { ordersApi, ordersKeys } from './orders-api.js';
import { ORDERS_TEXTS } from './orders-texts.js';

const linkClasses = ({ isActive }: { isActive: boolean }) => `relative rounded-full px-3 py-1.5 text-sm ${isActive ? 'bg-ink text-paper' : 'text-ink hover:bg-accent-soft'}`;

/**
 * The signed-in user's sections (issue 36): the generator, the published links, the orders with a
 * badge of new ones, asked again on each page (spec 9: no polling).
 */
export function UserNav() {
  const newOrders = useQuery({ queryKey: ordersKeys.newCount, queryFn: ordersApi.newCount, refetchOnMount: 'always' });
  const count = newOrders.data?.count ?? 0;
  return (
    <nav aria-label="Sezioni" className="flex flex-wrap items-center gap-1">
      <NavLink to="/" end className={linkClasses}>
        {ORDERS_TEXTS.nav.generator}
      </NavLink>
      <NavLink to="/pubblicati" className={linkClasses}>
        {ORDERS_TEXTS.nav.publications}
      </NavLink>
      <NavLink to="/ordini" className={linkClasses}>
        {ORDERS_TEXTS.nav.orders}
        {count > 0 && (
          <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-danger px-1.5 text-xs font-semibold text-white" data-testid="new-orders">
            <span aria-hidden="true">{count}</span>
            <span className="sr-only">{ORDERS_TEXTS.newBadge(count)}</span>
          </span>
        )}
      </NavLink>
    </nav>
  );
}
