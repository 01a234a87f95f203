import { Link, useParams } from 'react-router';
import { buyerWords } from '../../../catalog/texts/buyer-words.js';
import type { PublicUser } from '../../../shared/index.js';
import { ORDER_STATUSES } from '../../../shared/schemas/published.js';
import { messageOf } from '../../api/http.js';
import { ChoiceGroup } from '../../ui/ChoiceGroup.js';
import { formatDateTime } from '../../ui/format-date.js';
import { Spinner } from '../../ui/Spinner.js';
import { UserPage } from '../account/UserPage.js';
import { ExportLinks } from './ExportLinks.js';
import { formatMoney } from './format-money.js';
import { exportPaths } from './orders-api.js';
import { ORDERS_TEXTS } from './orders-texts.js';
import { useOrder, useOrderStatus } from './use-orders.js';
import { HeadedTable } from './HeadedTable.js';

const BUYER_LABELS = buyerWords('Italiano').labels;

/** '/ordini/:id': one order, its buyer, its lines as the server priced them, its status (issue 36.4). */
export default function OrderDetailPage({ user }: { user: PublicUser }) {
  const id = useParams().id ?? '';
  const order = useOrder(id);
  const status = useOrderStatus(id);
  const columns = ORDERS_TEXTS.lineColumns;
  return (
    <UserPage user={user} title={order.data ? `${ORDERS_TEXTS.pageTitle}: ${order.data.number}` : ORDERS_TEXTS.pageTitle}>
      <Link to="/ordini" className="text-sm text-accent underline underline-offset-2">
        {ORDERS_TEXTS.back}
      </Link>
      {order.isPending ? (
        <Spinner className="size-6 text-accent" />
      ) : order.isError ? (
        <p role="alert" className="text-danger">
          {messageOf(order.error, ORDERS_TEXTS.loadFailed)}
        </p>
      ) : (
        <div className="grid gap-6">
          <p className="text-muted">
            {formatDateTime(order.data.createdAt)} · {order.data.linkTitle} · {order.data.pieces} capi · {formatMoney(order.data.total, order.data.currency)}
          </p>
          <ChoiceGroup legend={ORDERS_TEXTS.statusLabel} name="stato" value={order.data.status} choices={ORDER_STATUSES.map((value) => ({ value, label: ORDERS_TEXTS.status[value], disabled: status.isPending }))} onChange={(next) => status.mutate(next)} />
          <ExportLinks path={(kind) => exportPaths.order(order.data.id, kind)} label={ORDERS_TEXTS.exportOrder} />
          <section aria-labelledby="cliente" className="grid gap-2 rounded-2xl border border-line bg-white p-5">
            <h3 id="cliente" className="font-display text-xl">
              {ORDERS_TEXTS.buyer}
            </h3>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {(
                [
                  [BUYER_LABELS.shop, order.data.buyer.shop],
                  [BUYER_LABELS.contact, order.data.buyer.contact],
                  [BUYER_LABELS.email, order.data.buyer.email],
                  [BUYER_LABELS.phone, order.data.buyer.phone],
                  [BUYER_LABELS.vatNumber, order.data.buyer.vatNumber],
                  [BUYER_LABELS.deliveryAddress, order.data.buyer.address],
                  [BUYER_LABELS.notes, order.data.buyer.notes],
                ] as const
              )
                .filter(([, value]) => value)
                .map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="text-muted">{label}</dt>
                    <dd className="whitespace-pre-line">{value}</dd>
                  </div>
                ))}
            </dl>
          </section>
          <section aria-labelledby="righe" className="grid gap-2">
            <h3 id="righe" className="font-display text-xl">
              {ORDERS_TEXTS.lines}
            </h3>
            <HeadedTable headings={[columns.code, columns.name, columns.colour, columns.size, columns.quantity, columns.unitPrice, columns.amount]}>
              {order.data.lines.map((line) => (
                <tr key={`${line.code} ${line.colour} ${line.size}`} className="border-b border-line last:border-0">
                  <td className="px-4 py-2">{line.code}</td>
                  <td className="px-4 py-2">{line.name}</td>
                  <td className="px-4 py-2">{line.colour}</td>
                  <td className="px-4 py-2">{line.size}</td>
                  <td className="px-4 py-2 tabular-nums">{line.quantity}</td>
                  <td className="px-4 py-2 whitespace-nowrap tabular-nums">{line.unitPrice === null ? ORDERS_TEXTS.onRequest : formatMoney(line.unitPrice, order.data.currency)}</td>
                  <td className="px-4 py-2 whitespace-nowrap tabular-nums">{line.amount === null ? '' : formatMoney(line.amount, order.data.currency)}</td>
                </tr>
              ))}
            </HeadedTable>
          </section>
        </div>
      )}
    </UserPage>
  );
}
