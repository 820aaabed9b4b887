import {
  type BondOrder,
  type BondOrderSide,
  bondOrderActions,
  bondOrdersBesideLimitOrders,
  type CurrencyCode,
  canCancelLimitOrder,
  cancelOrder,
  getBuyOrders,
  getMarketProducts,
  getOrders,
  getSellOrders,
  isPartnerCustomer,
  type MarketProduct,
  marketSharedMessages,
  newPriceReview,
  type Order,
  ordersMessages,
  productDisplayName,
  registerMessages,
  submitBondOrderAction,
  tradeMessages,
  tradePartsMessages,
  visibleLimitOrders,
} from '@bondkit/sdk-core';
import { useCallback, useId, useState } from 'react';
import { useBondkit, useClient } from '../provider/context';
import { useStyles } from '../provider/use-styles';
import { WidgetRoot } from '../provider/widget-root';
import { failurePanel } from '../shared/failure';
import { useFormat } from '../shared/format';
import { useRefreshChannel } from '../shared/refresh';
import { useLoad } from '../shared/use-load';
import { Button } from '../ui/button';
import { type DataColumn, DataTable } from '../ui/data-table';
import { Dialog } from '../ui/dialog';
import { LoadPanel } from '../ui/load-panel';
import { useToasts } from '../ui/toasts';
import { openOrdersCss } from './styles';

// the catalogue domains this widget shows (a bundle carries only the texts of registered domains)
registerMessages(ordersMessages, tradeMessages, tradePartsMessages, marketSharedMessages);

export interface OpenOrdersProps {
  // Spec: 001 §4
  /**
   * List the partner's limit orders too ('partner variant only, when enabled'). Default: on for the
   * sukuk variant.
   */
  showLimitOrders?: boolean;
  /** only orders in these currencies (default: all) */
  currencies?: readonly CurrencyCode[];
  /**
   * The reference of an order to point out (the one a trade just placed): its row is marked as the current
   * one, and a line above the lists says so — or that it is no longer open.
   */
  highlightOrder?: string;
  // Spec: 001 §8
  /** an order action failed ('logged only'); default: `console.error` */
  onActionFailed?: (error: unknown) => void;
  className?: string;
}

/** A bond order with the list it came from. */
export interface BondOrderRow {
  side: BondOrderSide;
  order: BondOrder;
}

interface Loaded {
  bondOrders: BondOrderRow[];
  limitOrders: Order[];
  products: Map<number, MarketProduct>;
}

/** Newest first, buys before sells when placed together. */
function byCreated(a: BondOrderRow, b: BondOrderRow): number {
  return b.order.created.localeCompare(a.order.created) || a.side.localeCompare(b.side);
}

// Spec: 001 §2, §4 'Bond orders'; 002 §4.5
/**
 * Open orders: the bond buy and sell orders — cancel while open (not on
 * the partner variant), 'Confirm new price' when the state is confirm, nothing for failed orders or for
 * read-only users — and, for the partner, the confirmed limit orders (expired ones hidden; cancel removes
 * the row). A failed load says 'Open orders failed to load.' with Reload.
 */
export function OpenOrders({
  showLimitOrders,
  currencies,
  highlightOrder,
  onActionFailed,
  className,
}: OpenOrdersProps) {
  const onFailed = onActionFailed;
  useStyles('bk-open-orders', openOrdersCss);
  const client = useClient();
  const { t, variant, user, clock } = useBondkit();
  const refresh = useRefreshChannel();
  const format = useFormat();
  const toasts = useToasts();
  const [busy, setBusy] = useState<string | null>(null);
  // the order whose new price is being reviewed before it is confirmed
  const [reviewing, setReviewing] = useState<BondOrderRow | null>(null);
  const headingId = useId();
  const isPartner = variant === 'sukuk' || isPartnerCustomer(user);
  const limits = showLimitOrders ?? variant === 'sukuk';
  const readOnly = user?.is_read_only ?? false;
  const currencyKey = currencies?.join(',') ?? '';

  const load = useLoad(
    async (): Promise<Loaded> => {
      const query = currencies ? { currency: currencies } : {};
      const [buys, sells, orders, products] = await Promise.all([
        getBuyOrders(client, query),
        getSellOrders(client, query),
        limits ? getOrders(client) : Promise.resolve([]),
        // the products name every row as the holdings do (productDisplayName); without them, the order's own name
        getMarketProducts(client, { signedIn: true, variant }).catch(() => []),
      ]);
      const limitOrders = visibleLimitOrders(
        orders.filter(
          (o) => o.order_type === 'limit_order' && (!currencies || currencies.includes(o.currency)),
        ),
        clock.now(),
      );
      // one order, one row: a limit order listed under 'Limit orders' is not listed again as a bond order
      const bondOrders = [
        ...bondOrdersBesideLimitOrders(buys, limitOrders).map(
          (order): BondOrderRow => ({ side: 'buy', order }),
        ),
        ...bondOrdersBesideLimitOrders(sells, limitOrders).map(
          (order): BondOrderRow => ({ side: 'sell', order }),
        ),
      ].sort(byCreated);
      return { bondOrders, limitOrders, products: new Map(products.map((p) => [p.product_id, p])) };
    },
    [client, limits, variant, currencyKey, clock],
    ['orders'],
  );

  const reportError = useCallback(
    (error: unknown) => {
      if (onFailed) onFailed(error);
      else console.error('bondkit: open order action failed', error);
    },
    [onFailed],
  );

  const actOnBondOrder = async (row: BondOrderRow, action: 'cancel' | 'confirm') => {
    const key = `${row.side}-${row.order.id}`;
    setBusy(key);
    try {
      await submitBondOrderAction(client, { side: row.side, id: row.order.id, action });
      setReviewing(null);
      toasts.show(t(action === 'cancel' ? 'trade.success.cancelled' : 'trade.success.newPrice'), {
        tone: 'success',
      });
      // a cancelled order frees its cash, a confirmed price changes what is held: this list and every widget
      // showing them load again
      refresh.invalidate(['orders', 'accounts', 'positions']);
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(null);
    }
  };

  const cancelLimitOrder = async (order: Order) => {
    setBusy(order.order_reference);
    try {
      await cancelOrder(client, order.order_reference);
      toasts.show(t('trade.success.cancelled'), { tone: 'success' });
      load.update((value) => ({
        ...value,
        limitOrders: value.limitOrders.filter((o) => o.order_reference !== order.order_reference),
      }));
      refresh.invalidate(['orders', 'accounts']);
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(null);
    }
  };

  const rootClass = className ? `bk-orders ${className}` : 'bk-orders';
  const heading = (
    <h2 id={headingId} className="bk-orders__title">
      {t('orders.title')}
    </h2>
  );
  if (load.status === 'loading' || load.status === 'failed') {
    return (
      <LoadPanel
        status={load.status}
        className={rootClass}
        headingId={headingId}
        heading={heading}
        {...failurePanel(t, load.error, load.retry, { title: 'orders.loadFailed', retry: 'orders.reload' })}
      />
    );
  }

  const { bondOrders, limitOrders, products } = load.value;
  const money = (amount: string, currency: CurrencyCode) => format.money(amount, currency, { floor: true });
  const productName = (id: number, fallback = `#${id}`) => {
    const product = products.get(id);
    return product ? productDisplayName(product) : fallback;
  };
  // the order's own product when the market no longer lists it: named by the same rule
  const bondName = (order: BondOrder) =>
    productName(
      order.product_id,
      productDisplayName({
        company: { company_name: order.product.company_name },
        adib_details: order.product.adib_details,
      }),
    );
  const highlighted = (reference: string | undefined) =>
    highlightOrder !== undefined && reference === highlightOrder;
  const highlightFound =
    highlightOrder !== undefined &&
    (bondOrders.some((row) => highlighted(row.order.order_reference)) ||
      (limits && limitOrders.some((order) => highlighted(order.order_reference))));

  const sideText = (side: BondOrderSide) => t(side === 'buy' ? 'orders.side.buy' : 'orders.side.sell');
  const cancelLabel = (side: BondOrderSide, company: string) =>
    t('orders.cancelLabel', { side: sideText(side).toLowerCase(), company });
  const bondColumns: DataColumn<BondOrderRow>[] = [
    {
      id: 'bond',
      header: t('orders.column.bond'),
      rowHeader: true,
      cell: ({ order }) => bondName(order),
    },
    { id: 'side', header: t('orders.column.side'), cell: ({ side }) => sideText(side) },
    {
      id: 'state',
      header: t('orders.column.state'),
      cell: ({ order }) => (
        <>
          {t(`orders.state.${order.state}`)}
          {order.state === 'confirm' && order.new_price ? (
            <span className="bk-orders__note">{t('orders.newPrice', { price: order.new_price })}</span>
          ) : null}
        </>
      ),
    },
    { id: 'price', header: t('orders.column.price'), numeric: true, cell: ({ order }) => order.price },
    {
      id: 'amount',
      header: t('orders.column.amount'),
      numeric: true,
      cell: ({ order }) => money(order.amount, order.currency),
    },
    { id: 'created', header: t('orders.column.created'), cell: ({ order }) => format.date(order.created) },
    {
      id: 'actions',
      header: t('orders.column.actions'),
      cell: (row) => {
        const company = bondName(row.order);
        const actions = bondOrderActions(row.order, { isPartner, readOnly });
        return (
          <div className="bk-orders__actions">
            {actions.includes('confirm') ? (
              <Button
                size="sm"
                variant="primary"
                disabled={busy !== null}
                aria-label={t('orders.confirmNewPriceLabel', { company })}
                // the new price is reviewed first: confirming it places the order at a price not seen yet
                onClick={() => setReviewing(row)}
              >
                {t('orders.confirmNewPrice')}
              </Button>
            ) : null}
            {actions.includes('cancel') ? (
              <Button
                size="sm"
                variant="secondary"
                disabled={busy !== null}
                aria-label={cancelLabel(row.side, company)}
                onClick={() => void actOnBondOrder(row, 'cancel')}
              >
                {t('orders.cancel')}
              </Button>
            ) : null}
          </div>
        );
      },
    },
  ];
  const limitCompany = (order: Order) => {
    const leg = order.legs[0];
    return leg ? productName(leg.product_id) : order.order_reference;
  };
  const limitColumns: DataColumn<Order>[] = [
    { id: 'bond', header: t('orders.column.bond'), rowHeader: true, cell: limitCompany },
    { id: 'side', header: t('orders.column.side'), cell: (order) => sideText(order.legs[0]?.side ?? 'buy') },
    {
      id: 'price',
      header: t('orders.column.limitPrice'),
      numeric: true,
      cell: (order) => order.legs[0]?.requested_price ?? '—',
    },
    {
      id: 'amount',
      header: t('orders.column.amount'),
      numeric: true,
      cell: (order) => money(order.notional, order.currency),
    },
    {
      id: 'expires',
      header: t('orders.column.expires'),
      cell: (order) => (order.expires ? format.date(order.expires) : t('orders.expires.never')),
    },
    {
      id: 'actions',
      header: t('orders.column.actions'),
      cell: (order) =>
        canCancelLimitOrder(order, { readOnly }) ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy !== null}
            aria-label={cancelLabel(order.legs[0]?.side ?? 'buy', limitCompany(order))}
            onClick={() => void cancelLimitOrder(order)}
          >
            {t('orders.cancel')}
          </Button>
        ) : null,
    },
  ];

  const review = reviewing ? newPriceReview(reviewing.order) : null;
  // 'You have no open orders.' only when nothing at all is open: bond orders and (shown) limit orders alike; a
  // list with limit orders only (the partner's) shows them without the bond orders' empty table above
  const nothingOpen = bondOrders.length === 0 && (!limits || limitOrders.length === 0);
  return (
    <WidgetRoot className={rootClass} aria-labelledby={headingId}>
      {heading}
      {highlightOrder ? (
        <p className="bk-orders__highlight-note">
          {t(highlightFound ? 'orders.highlight' : 'orders.highlightGone', { reference: highlightOrder })}
        </p>
      ) : null}
      {nothingOpen ? <p className="bk-orders__empty">{t('orders.empty')}</p> : null}
      {bondOrders.length === 0 ? null : (
        <DataTable
          columns={bondColumns}
          rows={bondOrders}
          rowKey={(row) => `${row.side}-${row.order.id}`}
          rowProps={(row) => ({
            'data-testid': 'bk-bond-order',
            ...(highlighted(row.order.order_reference)
              ? { className: 'bk-orders__row--current', 'aria-current': 'true' as const }
              : {}),
          })}
          caption={t('orders.bond.caption')}
          className="bk-orders__scroll"
        />
      )}

      {limits && !nothingOpen ? (
        <DataTable
          columns={limitColumns}
          rows={limitOrders}
          rowKey={(order) => order.order_reference}
          rowProps={(order) => ({
            'data-testid': 'bk-limit-order',
            ...(highlighted(order.order_reference)
              ? { className: 'bk-orders__row--current', 'aria-current': 'true' as const }
              : {}),
          })}
          caption={t('orders.limit.caption')}
          className="bk-orders__scroll"
          empty={<p className="bk-orders__empty">{t('orders.limit.empty')}</p>}
        />
      ) : null}

      <Dialog
        open={reviewing !== null && review !== null}
        onClose={() => setReviewing(null)}
        title={t('orders.review.title')}
        footer={
          reviewing ? (
            <>
              <Button variant="secondary" onClick={() => setReviewing(null)} disabled={busy !== null}>
                {t('orders.review.keep')}
              </Button>
              <Button
                variant="primary"
                disabled={busy !== null}
                aria-busy={busy !== null || undefined}
                onClick={() => void actOnBondOrder(reviewing, 'confirm')}
              >
                {t('orders.confirmNewPrice')}
              </Button>
            </>
          ) : null
        }
      >
        {reviewing && review ? (
          <>
            <p>
              {t('orders.review.intro', {
                side: sideText(reviewing.side).toLowerCase(),
                company: bondName(reviewing.order),
              })}
            </p>
            <dl className="bk-orders__review">
              <dt>{t('orders.column.amount')}</dt>
              <dd>{money(review.amount, reviewing.order.currency)}</dd>
              <dt>{t('orders.review.placedPrice')}</dt>
              <dd>{review.placedPrice}</dd>
              <dt>{t('orders.review.newPrice')}</dt>
              <dd>
                <strong>{review.newPrice}</strong>
              </dd>
              <dt>
                {t(reviewing.side === 'buy' ? 'trade.quote.cost' : 'trade.quote.value', {
                  price: review.placedPrice,
                })}
              </dt>
              <dd>{money(review.atPlacedPrice, reviewing.order.currency)}</dd>
              <dt>
                {t(reviewing.side === 'buy' ? 'trade.quote.cost' : 'trade.quote.value', {
                  price: review.newPrice,
                })}
              </dt>
              <dd>
                <strong>{money(review.atNewPrice, reviewing.order.currency)}</strong>
              </dd>
            </dl>
          </>
        ) : null}
      </Dialog>
    </WidgetRoot>
  );
}
