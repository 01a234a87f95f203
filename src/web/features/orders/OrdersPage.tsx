import { useState } from 'react';
import { Link } from 'react-router';
import type { PublicUser } from '../../../shared/index.js';
import { messageOf } from '../../api/http.js';
import { inputClasses } from '../../ui/Field.js';
import { formatDateTime } from '../../ui/format-date.js';
import { Spinner } from '../../ui/Spinner.js';
import { UserPage } from '../account/UserPage.js';
import { ExportLinks } from './ExportLinks.js';
import { formatMoney } from './format-money.js';
import { exportPaths } from './orders-api.js';
import { ORDERS_TEXTS } from './orders-texts.js';
import { useOrders } from './use-orders.js';
import { HeadedTable } from './HeadedTable.js';

/** '/ordini': the seller's orders, newest first as the server lists them, by catalogue (issue 36.4). */
export default function OrdersPage({ user }: { user: PublicUser }) {
  const orders = useOrders();
  const [linkId, setLinkId] = useState('');
  const all = orders.data ?? [];
  const links = [...new Map(all.map((order) => [order.linkId, order.linkTitle])).entries()];
  const shown = linkId ? all.filter((order) => order.linkId === linkId) : all;
  const headings = ORDERS_TEXTS.columns;
  return (
    <UserPage user={user} title={ORDERS_TEXTS.pageTitle} intro={ORDERS_TEXTS.pageIntro}>
      {orders.isPending ? (
        <Spinner className="size-6 text-accent" />
      ) : orders.isError ? (
        <p role="alert" className="text-danger">
          {messageOf(orders.error, ORDERS_TEXTS.loadFailed)}
        </p>
      ) : all.length === 0 ? (
        <p>{ORDERS_TEXTS.none}</p>
      ) : (
        <div className="grid gap-4">
          <div className="flex flex-wrap items-end gap-4">
            <label className="grid gap-1.5 text-sm font-medium">
              {ORDERS_TEXTS.filterLink}
              <select value={linkId} onChange={(event) => setLinkId(event.target.value)} className={inputClasses}>
                <option value="">{ORDERS_TEXTS.allLinks}</option>
                {links.map(([id, title]) => (
                  <option key={id} value={id}>
                    {title}
                  </option>
                ))}
              </select>
            </label>
            {linkId && <ExportLinks path={(kind) => exportPaths.link(linkId, kind)} label={ORDERS_TEXTS.exportLink} />}
          </div>
          <HeadedTable headings={[headings.date, headings.number, headings.shop, headings.pieces, headings.total, headings.status, headings.link]}>
            {shown.map((order) => (
              <tr key={order.id} className="border-b border-line last:border-0">
                <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(order.createdAt)}</td>
                <td className="px-4 py-3">
                  <Link to={`/ordini/${encodeURIComponent(order.id)}`} className="text-accent underline underline-offset-2" aria-label={ORDERS_TEXTS.open(order.number)}>
                    {order.number}
                  </Link>
                </td>
                <td className="px-4 py-3">{order.shop}</td>
                <td className="px-4 py-3 tabular-nums">{order.pieces}</td>
                <td className="px-4 py-3 whitespace-nowrap tabular-nums">{formatMoney(order.total, order.currency)}</td>
                <td className="px-4 py-3">{ORDERS_TEXTS.status[order.status]}</td>
                <td className="px-4 py-3">{order.linkTitle}</td>
              </tr>
            ))}
          </HeadedTable>
        </div>
      )}
    </UserPage>
  );
}
