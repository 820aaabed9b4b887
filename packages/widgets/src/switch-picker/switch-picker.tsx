import {
  compareAmounts,
  getMarketProducts,
  type MarketProduct,
  productDisplayName,
  registerMessages,
  switchMessages,
} from '@bondkit/sdk-core';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useBondkit, useClient } from '../provider/context';
import { useStyles } from '../provider/use-styles';
import { describeFailure } from '../shared/failure';
import { useFormat } from '../shared/format';
import { useLoad } from '../shared/use-load';
import { partOf, uiAnatomy } from '../ui/anatomy';
import { Button } from '../ui/button';
import { switchStyles } from '../ui/choice-styles';
import { type DataColumn, DataTable } from '../ui/data-table';
import { Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { LoadPanel } from '../ui/load-panel';
import { useUiStyles } from '../ui/use-ui-styles';
import { VisuallyHidden } from '../ui/visually-hidden';
import { switchPickerCss } from './styles';

// the catalogue domains this widget shows (a bundle carries only the texts of registered domains)
registerMessages(switchMessages);

/** A row of the picker: a product, and whether it is the one sold. */
interface PickerRow {
  product: MarketProduct;
  from: boolean;
}

// Spec: 002 §2.4
/** Sortable columns of the picker (name by default, type, price, yield). */
export type SwitchSortKey = 'name' | 'type' | 'price' | 'yield';

export interface SwitchPickerProps {
  open: boolean;
  /** Escape, the close button or the backdrop */
  onClose: () => void;
  /** the product being sold ('Switching from') */
  from: MarketProduct;
  /** the product chosen before, preselected */
  selectedId?: number | null;
  /** 'Confirm & proceed' with the chosen product */
  onConfirm: (product: MarketProduct) => void;
}

/**
 * Products a switch can go into: the same currency (both legs settle in one currency), open and tradeable
 * for buys, with more than 100 of sell liquidity, never the product sold.
 */
export function switchCandidates(products: readonly MarketProduct[], from: MarketProduct): MarketProduct[] {
  return products.filter(
    (p) =>
      p.product_id !== from.product_id &&
      p.currency === from.currency &&
      p.state === 'open' &&
      (p.tradeability === 'open' || p.tradeability === 'closed-for-sells') &&
      !p.market_blocked &&
      compareAmounts(p.sell_liquidity, '100') > 0 &&
      (from.adib_details === null) === (p.adib_details === null),
  );
}

function compare(a: MarketProduct, b: MarketProduct, key: SwitchSortKey): number {
  switch (key) {
    case 'name':
      return productDisplayName(a).localeCompare(productDisplayName(b), 'en-GB');
    case 'type':
      return a.seniority_label.localeCompare(b.seniority_label, 'en-GB');
    case 'price':
      return compareAmounts(a.buy_price, b.buy_price);
    case 'yield':
      return compareAmounts(a.yield_to_maturity ?? '-1000', b.yield_to_maturity ?? '-1000');
  }
}

/** Sorts and searches the candidates (name or ISIN, case-insensitive). */
export function pickerRows(
  candidates: readonly MarketProduct[],
  search: string,
  sort: { key: SwitchSortKey; order: 'asc' | 'desc' },
): MarketProduct[] {
  const query = search.trim().toLowerCase();
  const matched = query
    ? candidates.filter(
        (p) =>
          productDisplayName(p).toLowerCase().includes(query) || p.isin_code.toLowerCase().includes(query),
      )
    : [...candidates];
  const sign = sort.order === 'asc' ? 1 : -1;
  return matched.sort((a, b) => sign * compare(a, b, sort.key) || a.product_id - b.product_id);
}

// Spec: 002 §2.4
/**
 * The switch picker: 'Select a bond to switch into' (sukuk for the partner), a search box, a
 * sortable table grouped 'Switching from' / 'Switching to' with single selection, and 'Confirm & proceed'
 * (disabled until a product is chosen). 'No products match your search' offers 'Clear search'; a failed
 * load says 'Products failed to load.' with 'Reload'.
 */
export function SwitchPicker({ open, onClose, from, selectedId = null, onConfirm }: SwitchPickerProps) {
  useStyles('bk-switch-picker', switchPickerCss);
  // the picker's dialog carries `bk-switch`, the switch's class: it keeps that part's look
  useUiStyles(switchStyles);
  const client = useClient();
  const { t, user, variant } = useBondkit();
  const format = useFormat();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ key: SwitchSortKey; order: 'asc' | 'desc' }>({
    key: 'name',
    order: 'asc',
  });
  const [chosen, setChosen] = useState<number | null>(selectedId);
  const searchId = useId();
  const groupName = useId();
  const signedIn = user !== null;

  // the candidates, loaded each time the picker opens
  const load = useLoad(
    async () =>
      open ? switchCandidates(await getMarketProducts(client, { signedIn, variant }), from) : null,
    [open, client, signedIn, variant, from],
  );
  const products = load.status === 'loaded' ? load.value : null;
  const failure = describeFailure(t, load.error, 'switch.loadFailed');

  useEffect(() => {
    if (open) setChosen(selectedId);
  }, [open, selectedId]);

  const rows = useMemo(() => (products ? pickerRows(products, search, sort) : []), [products, search, sort]);
  const chosenProduct = products ? (products.find((p) => p.product_id === chosen) ?? null) : null;

  const sortBy = useCallback((key: SwitchSortKey) => {
    setSort((current) =>
      current.key === key ? { key, order: current.order === 'asc' ? 'desc' : 'asc' } : { key, order: 'asc' },
    );
  }, []);

  const columns: DataColumn<PickerRow>[] = [
    {
      id: 'select',
      header: <VisuallyHidden>{t('switch.column.select')}</VisuallyHidden>,
      cell: ({ product, from }) =>
        from ? null : (
          <input
            type="radio"
            name={groupName}
            checked={product.product_id === chosen}
            aria-label={t('switch.select', { company: productDisplayName(product), isin: product.isin_code })}
            onChange={() => setChosen(product.product_id)}
          />
        ),
    },
    {
      id: 'name',
      header: t('switch.column.name'),
      sortable: true,
      cell: ({ product }) => (
        <>
          {productDisplayName(product)}
          <span className="bk-switch__sub">
            {product.isin_code} · {format.maturity(product.maturity)}
          </span>
        </>
      ),
    },
    {
      id: 'type',
      header: t('switch.column.type'),
      sortable: true,
      cell: ({ product }) => product.seniority_label,
    },
    {
      id: 'price',
      header: t('switch.column.price'),
      sortable: true,
      numeric: true,
      // the product sold at its sell price, the others at their buy price
      cell: ({ product, from }) => (from ? product.sell_price : product.buy_price),
    },
    {
      id: 'yield',
      header: t('switch.column.yield'),
      sortable: true,
      numeric: true,
      cell: ({ product }) => format.yield(product.yield_to_maturity),
    },
  ];

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('switch.title')}
      className="bk-switch"
      footer={
        <Button
          variant="primary"
          disabled={chosenProduct === null}
          onClick={() => {
            if (chosenProduct) onConfirm(chosenProduct);
          }}
        >
          {t('switch.confirm')}
        </Button>
      }
    >
      <Field id={searchId} label={t('switch.search')} className="bk-switch__search">
        {(control) => (
          <input
            {...control}
            type="search"
            {...partOf(uiAnatomy, 'input')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
      </Field>
      {load.status === 'loaded' ? null : (
        <LoadPanel
          status={load.status}
          failedTitle={failure.text}
          retryLabel={t('switch.reload')}
          onRetry={failure.retry ? load.retry : undefined}
        />
      )}
      {load.status === 'loaded' ? (
        <DataTable
          columns={columns}
          groups={[
            { id: 'from', label: t('switch.group.from'), rows: [{ product: from, from: true }] },
            {
              id: 'to',
              label: t('switch.group.to'),
              rows: rows.map((product) => ({ product, from: false })),
            },
          ]}
          rowKey={({ product, from }) => (from ? 'from' : product.product_id)}
          rowProps={({ product, from }) =>
            from
              ? {}
              : {
                  className:
                    product.product_id === chosen
                      ? 'bk-switch__row bk-switch__row--selected'
                      : 'bk-switch__row',
                  onClick: () => setChosen(product.product_id),
                }
          }
          label={t('switch.table')}
          sort={{ column: sort.key, order: sort.order }}
          onSort={(column) => sortBy(column as SwitchSortKey)}
        />
      ) : null}
      {load.status === 'loaded' && rows.length === 0 ? (
        <div className="bk-switch__empty">
          <p>{t('switch.empty')}</p>
          <Button variant="secondary" onClick={() => setSearch('')}>
            {t('switch.clearSearch')}
          </Button>
        </div>
      ) : null}
    </Dialog>
  );
}
