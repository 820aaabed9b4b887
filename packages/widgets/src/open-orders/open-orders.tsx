import {
  type BondOrder,
  type BondOrderSide,
  bondOrderActions,
  type CurrencyCode,
  canCancelLimitOrder,
  cancelOrder,
  getBuyOrders,
  getMarketProducts,
  getOrders,
  getSellOrders,
  type MarketProduct,
  marketMessages,
  type Order,
  ordersMessages,
  productDisplayName,
  registerMessages,
  submitBondOrderAction,
  tradeMessages,
  visibleLimitOrders,
} from '@bondkit/sdk-core';
import { useCallback, useId, useState } from 'react';
import { useBondkit, useClient } from '../provider/context';
import { useStyles } from '../provider/use-styles';
import { WidgetRoot } from '../provider/widget-root';
import { useFormat } from '../shared/format';
import { useLoad } from '../shared/use-load';
import { Button } from '../ui/button';
import { LoadPanel } from '../ui/load-panel';
import { useToasts } from '../ui/toasts';
import { openOrdersCss } from './styles';

// the catalogue domains this widget shows (a bundle carries only the texts of registered domains)
registerMessages(ordersMessages, tradeMessages, marketMessages);

export interface OpenOrdersProps {
  /**
   * List the partner's limit orders too (001 §4: 'partner variant only, when enabled'). Default: on for the
   * sukuk variant.
   */
  showLimitOrders?: boolean;
  /** only orders in these currencies (default: all) */
  currencies?: readonly CurrencyCode[];
  /** an order action failed (001 §8: 'logged only'); default: `console.error` */
  onActionError?: (error: unknown) => void;
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

/**
 * Open orders (001 §2, §4 'Bond orders'; 002 §4.5): the bond buy and sell orders — cancel while open (not on
 * the partner variant), 'Confirm new price' when the state is confirm, nothing for failed orders or for
 * read-only users — and, for the partner, the confirmed limit orders (expired ones hidden; cancel removes
 * the row). A failed load says 'Open orders failed to load.' with Reload.
 */
export function OpenOrders({ showLimitOrders, currencies, onActionError, className }: OpenOrdersProps) {
  useStyles('bk-open-orders', openOrdersCss);
  const client = useClient();
  const { t, variant, user, clock } = useBondkit();
  const format = useFormat();
  const toasts = useToasts();
  const [busy, setBusy] = useState<string | null>(null);
  const headingId = useId();
  const isPartner = variant === 'sukuk' || (user?.partner ?? null) !== null;
  const limits = showLimitOrders ?? variant === 'sukuk';
  const readOnly = user?.is_read_only ?? false;
  const currencyKey = currencies?.join(',') ?? '';

  const load = useLoad(async (): Promise<Loaded> => {
    const query = currencies ? { currency: currencies } : {};
    const [buys, sells, orders, products] = await Promise.all([
      getBuyOrders(client, query),
      getSellOrders(client, query),
      limits ? getOrders(client) : Promise.resolve([]),
      limits ? getMarketProducts(client, { signedIn: true, variant }).catch(() => []) : Promise.resolve([]),
    ]);
    const bondOrders = [
      ...buys.map((order): BondOrderRow => ({ side: 'buy', order })),
      ...sells.map((order): BondOrderRow => ({ side: 'sell', order })),
    ].sort(byCreated);
    const limitOrders = visibleLimitOrders(
      orders.filter(
        (o) => o.order_type === 'limit_order' && (!currencies || currencies.includes(o.currency)),
      ),
      clock.now(),
    );
    return { bondOrders, limitOrders, products: new Map(products.map((p) => [p.product_id, p])) };
  }, [client, limits, variant, currencyKey, clock]);

  const reportError = useCallback(
    (error: unknown) => {
      if (onActionError) onActionError(error);
      else console.error('bondkit: open order action failed', error);
    },
    [onActionError],
  );

  const actOnBondOrder = async (row: BondOrderRow, action: 'cancel' | 'confirm') => {
    const key = `${row.side}-${row.order.id}`;
    setBusy(key);
    try {
      await submitBondOrderAction(client, { side: row.side, id: row.order.id, action });
      toasts.show(t(action === 'cancel' ? 'trade.success.cancelled' : 'trade.success.newPrice'), {
        tone: 'success',
      });
      load.retry();
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
        failedTitle={t('orders.loadFailed')}
        retryLabel={t('orders.reload')}
        onRetry={load.retry}
      />
    );
  }

  const { bondOrders, limitOrders, products } = load.value;
  const money = (amount: string, currency: CurrencyCode) => format.money(amount, currency, { floor: true });
  const productName = (id: number) => {
    const product = products.get(id);
    return product ? productDisplayName(product) : `#${id}`;
  };

  return (
    <WidgetRoot className={rootClass} aria-labelledby={headingId}>
      {heading}
      {bondOrders.length === 0 ? (
        <p className="bk-orders__empty">{t('orders.empty')}</p>
      ) : (
        <div className="bk-orders__scroll">
          <table className="bk-orders__table">
            <caption>{t('orders.bond.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('orders.column.bond')}</th>
                <th scope="col">{t('orders.column.side')}</th>
                <th scope="col">{t('orders.column.state')}</th>
                <th scope="col" className="bk-num">
                  {t('orders.column.price')}
                </th>
                <th scope="col" className="bk-num">
                  {t('orders.column.amount')}
                </th>
                <th scope="col">{t('orders.column.created')}</th>
                <th scope="col">{t('orders.column.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {bondOrders.map((row) => {
                const { order, side } = row;
                const key = `${side}-${order.id}`;
                const company = order.product.company_name;
                const actions = bondOrderActions(order, { isPartner, readOnly });
                const sideText = t(side === 'buy' ? 'orders.side.buy' : 'orders.side.sell');
                return (
                  <tr key={key} data-testid="bk-bond-order">
                    <th scope="row">{company}</th>
                    <td>{sideText}</td>
                    <td>
                      {t(`orders.state.${order.state}`)}
                      {order.state === 'confirm' && order.new_price ? (
                        <span className="bk-orders__note">
                          {t('orders.newPrice', { price: order.new_price })}
                        </span>
                      ) : null}
                    </td>
                    <td className="bk-num">{order.price}</td>
                    <td className="bk-num">{money(order.amount, order.currency)}</td>
                    <td>{format.date(order.created)}</td>
                    <td>
                      <div className="bk-orders__actions">
                        {actions.includes('confirm') ? (
                          <Button
                            size="sm"
                            variant="primary"
                            disabled={busy !== null}
                            aria-label={t('orders.confirmNewPriceLabel', { company })}
                            onClick={() => void actOnBondOrder(row, 'confirm')}
                          >
                            {t('orders.confirmNewPrice')}
                          </Button>
                        ) : null}
                        {actions.includes('cancel') ? (
                          <Button
                            size="sm"
                            variant="secondary"
                            disabled={busy !== null}
                            aria-label={t('orders.cancelLabel', { side: sideText.toLowerCase(), company })}
                            onClick={() => void actOnBondOrder(row, 'cancel')}
                          >
                            {t('orders.cancel')}
                          </Button>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      {limits ? (
        limitOrders.length === 0 ? (
          <p className="bk-orders__empty">{t('orders.limit.empty')}</p>
        ) : (
          <div className="bk-orders__scroll">
            <table className="bk-orders__table">
              <caption>{t('orders.limit.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('orders.column.bond')}</th>
                  <th scope="col">{t('orders.column.side')}</th>
                  <th scope="col" className="bk-num">
                    {t('orders.column.limitPrice')}
                  </th>
                  <th scope="col" className="bk-num">
                    {t('orders.column.amount')}
                  </th>
                  <th scope="col">{t('orders.column.expires')}</th>
                  <th scope="col">{t('orders.column.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {limitOrders.map((order) => {
                  const leg = order.legs[0];
                  const company = leg ? productName(leg.product_id) : order.order_reference;
                  const side = leg?.side ?? 'buy';
                  const sideText = t(side === 'buy' ? 'orders.side.buy' : 'orders.side.sell');
                  return (
                    <tr key={order.order_reference} data-testid="bk-limit-order">
                      <th scope="row">{company}</th>
                      <td>{sideText}</td>
                      <td className="bk-num">{leg?.requested_price ?? '—'}</td>
                      <td className="bk-num">{money(order.notional, order.currency)}</td>
                      <td>{order.expires ? format.date(order.expires) : t('orders.expires.never')}</td>
                      <td>
                        {canCancelLimitOrder(order, { readOnly }) ? (
                          <Button
                            size="sm"
                            variant="secondary"
                            disabled={busy !== null}
                            aria-label={t('orders.cancelLabel', { side: sideText.toLowerCase(), company })}
                            onClick={() => void cancelLimitOrder(order)}
                          >
                            {t('orders.cancel')}
                          </Button>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )
      ) : null}
    </WidgetRoot>
  );
}
