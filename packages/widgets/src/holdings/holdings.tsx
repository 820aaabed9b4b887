import {
  type CurrencyCode,
  compareAmounts,
  getInvestmentAccounts,
  getMarketProducts,
  getPositions,
  getProductDetail,
  holdingsMessages,
  type InvestmentAccount,
  type MarketProduct,
  marketMessages,
  marketSharedMessages,
  type Position,
  productDisplayName,
  registerMessages,
  tradeMessages,
} from '@bondkit/sdk-core';
import { useId } from 'react';
import { useBondkit, useClient } from '../provider/context';
import { NavLink } from '../provider/nav-link';
import { useStyles } from '../provider/use-styles';
import { WidgetRoot } from '../provider/widget-root';
import { failurePanel } from '../shared/failure';
import { useFormat } from '../shared/format';
import { useLoad } from '../shared/use-load';
import { partOf, uiAnatomy } from '../ui/anatomy';
import { type DataColumn, DataTable } from '../ui/data-table';
import { LoadPanel } from '../ui/load-panel';
import { holdingsCss } from './styles';

// the catalogue domains this widget shows (a bundle carries only the texts of registered domains)
registerMessages(holdingsMessages, tradeMessages, marketMessages, marketSharedMessages);

export interface HoldingsProps {
  /** only this account (default: every account of the user) */
  accountReference?: string;
  className?: string;
}

/** One account with its positions, for {@link Holdings}. */
export interface AccountHoldings {
  account: InvestmentAccount;
  positions: Position[];
}

interface Loaded {
  accounts: AccountHoldings[];
  products: Map<number, Pick<MarketProduct, 'product_id' | 'company' | 'adib_details'>>;
}

/** Groups positions by account (accounts in the user's order; positions with principal above 0). */
export function holdingsByAccount(
  accounts: readonly InvestmentAccount[],
  positions: readonly Position[],
): AccountHoldings[] {
  return accounts.map((account) => ({
    account,
    positions: positions.filter(
      (p) =>
        p.investment_account_reference === account.reference && compareAmounts(p.open.principal, '0') > 0,
    ),
  }));
}

/**
 * The user's holdings per investment account (a placed trade is visible here): each position's product,
 * principal (face value held) and value at the current sell price, with a Sell link; the account's cash.
 */
export function Holdings({ accountReference, className }: HoldingsProps) {
  useStyles('bk-holdings', holdingsCss);
  const client = useClient();
  const { t, variant, user } = useBondkit();
  const format = useFormat();
  const headingId = useId();
  const load = useLoad(
    async (): Promise<Loaded> => {
      const [accounts, positions, market] = await Promise.all([
        getInvestmentAccounts(client),
        getPositions(client),
        getMarketProducts(client, { signedIn: true, variant }).catch(() => [] as MarketProduct[]),
      ]);
      const products: Loaded['products'] = new Map(market.map((p) => [p.product_id, p]));
      const missing = [...new Set(positions.map((p) => p.product_id))].filter((id) => !products.has(id));
      const details = await Promise.all(
        missing.map((id) => getProductDetail(client, id, { signedIn: true, variant }).catch(() => null)),
      );
      for (const detail of details) if (detail) products.set(detail.product_id, detail);
      const shown = accountReference ? accounts.filter((a) => a.reference === accountReference) : accounts;
      return { accounts: holdingsByAccount(shown, positions), products };
    },
    [client, variant, accountReference],
    ['positions', 'accounts', 'market'],
  );

  const rootClass = className ? `bk-holdings ${className}` : 'bk-holdings';
  const heading = (
    <h2 id={headingId} className="bk-holdings__title">
      {t('holdings.title')}
    </h2>
  );
  if (load.status === 'loading' || load.status === 'failed') {
    return (
      <LoadPanel
        status={load.status}
        className={rootClass}
        headingId={headingId}
        heading={heading}
        {...failurePanel(t, load.error, load.retry, {
          title: 'holdings.loadFailed',
          retry: 'holdings.reload',
        })}
      />
    );
  }

  const { accounts, products } = load.value;
  const money = (amount: string, currency: CurrencyCode) => format.money(amount, currency, { floor: true });
  const nameOf = (position: Position) => {
    const product = products.get(position.product_id);
    return product ? productDisplayName(product) : position.product_reference;
  };
  const canSell = !(user?.is_read_only ?? false);
  const columns: DataColumn<Position>[] = [
    {
      id: 'bond',
      header: t('holdings.column.bond'),
      rowHeader: true,
      cell: (position) => (
        <NavLink to={{ to: 'bond-detail', productId: position.product_id }}>{nameOf(position)}</NavLink>
      ),
    },
    {
      id: 'principal',
      header: t('holdings.column.principal'),
      numeric: true,
      cell: (position) => {
        const pending = position.open.pending_sell_principal;
        return (
          <>
            {money(position.open.principal, position.currency)}
            {pending && compareAmounts(pending, '0') > 0 ? (
              <span className="bk-holdings__note">
                {t('holdings.pendingSell', { amount: money(pending, position.currency) })}
              </span>
            ) : null}
          </>
        );
      },
    },
    {
      id: 'value',
      header: t('holdings.column.value'),
      numeric: true,
      cell: (position) =>
        position.open.market_value ? money(position.open.market_value, position.currency) : '—',
    },
  ];
  if (canSell) {
    columns.push({
      id: 'actions',
      header: t('holdings.column.actions'),
      cell: (position) => (
        <NavLink
          {...partOf(uiAnatomy, 'button', 'bk-button--secondary bk-button--sm')}
          to={{ to: 'trade', productId: position.product_id, tradeType: 'sell' }}
          aria-label={t('holdings.sellLabel', { company: nameOf(position) })}
        >
          {t('holdings.sell')}
        </NavLink>
      ),
    });
  }

  return (
    <WidgetRoot className={rootClass} aria-labelledby={headingId}>
      {heading}
      {accounts.map(({ account, positions }) => {
        const accountName = t('holdings.account', { title: account.title, reference: account.reference });
        const cash = Object.entries(account.currencies)
          .filter((entry): entry is [CurrencyCode, string] => typeof entry[1] === 'string')
          .map(([currency, amount]) => money(amount, currency))
          .join(' · ');
        return (
          <section key={account.reference} className="bk-holdings__account" aria-label={accountName}>
            <h3 className="bk-holdings__account-title">{accountName}</h3>
            {cash ? (
              <p className="bk-holdings__cash">
                {t('holdings.cash')}: {cash}
              </p>
            ) : null}
            <DataTable
              columns={columns}
              rows={positions}
              rowKey={(position) => position.product_id}
              rowProps={() => ({ 'data-testid': 'bk-holding' })}
              caption={t('holdings.caption', { account: accountName })}
              captionHidden
              empty={<p className="bk-holdings__empty">{t('holdings.empty')}</p>}
            />
          </section>
        );
      })}
    </WidgetRoot>
  );
}
