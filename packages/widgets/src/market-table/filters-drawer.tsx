import {
  type MarketSortKey,
  type MarketStoreState,
  marketPartsMessages,
  type ReturnsMeasure,
  registerMessages,
  type SortOrder,
  selectMarketCategories,
} from '@bondkit/sdk-core';
import { useId } from 'react';
import { useBondkit } from '../provider/context';
import { useStyles } from '../provider/use-styles';
import { partOf, uiAnatomy } from '../ui/anatomy';
import { Button } from '../ui/button';
import { Checkbox, RadioGroup } from '../ui/choice';
import { choiceStyles } from '../ui/choice-styles';
import { Drawer } from '../ui/dialog';
import { RangeSlider } from '../ui/range-slider';
import { useUiStyles } from '../ui/use-ui-styles';
import { marketFiltersCss } from './filters-styles';
import { categoryLabel, labelOf, returnsValueText } from './labels';

// the catalogue domains this part shows (a bundle carries only the texts of registered domains)
registerMessages(marketPartsMessages);

export interface FiltersDrawerProps {
  open: boolean;
  onClose: () => void;
  state: MarketStoreState;
  /** the returns measures to choose from (sdk-core's `returnsMeasures`, handed in: this module loads on demand) */
  measures: readonly ReturnsMeasure[];
}

// Spec: 002 §2.1
/**
 * The Filters drawer: Sort, Categories, Currencies, Maturity Dates, Returns (a measure and its
 * range), Seniority; 'Show bonds' (enabled only when the draft differs from the default) and 'Reset all'.
 */
export function FiltersDrawer({ open, onClose, state, measures }: FiltersDrawerProps) {
  useUiStyles(choiceStyles);
  // the drawer's part of the market's sheet (its id not imported from styles.ts, which would then be a chunk
  // of its own: this module loads on demand)
  useStyles('bk-market-table', marketFiltersCss, 2);
  const { t } = useBondkit();
  const sortId = useId();
  const { draft, results } = state;
  const categories = selectMarketCategories(state);
  const { filters } = draft;
  const { bounds } = results;
  const measure = filters.returns;
  const measureBounds = bounds[measure];
  const maturity = filters.maturityDates ?? [bounds.maturity.min, bounds.maturity.max];
  const returnsRange = filters[measure] ?? [measureBounds.min, measureBounds.max];

  const apply = () => {
    state.applyDraft();
    onClose();
  };
  const reset = () => {
    state.resetAll();
    onClose();
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('market.filters.title')}
      footer={
        <>
          <Button variant="secondary" onClick={reset}>
            {t('market.filters.resetAll')}
          </Button>
          <Button variant="primary" disabled={!results.showBondsEnabled} onClick={apply}>
            {t('market.filters.apply')}
          </Button>
        </>
      }
    >
      <section className="bk-filters__section" aria-labelledby={`${sortId}-h`}>
        <h3 id={`${sortId}-h`}>{t('market.filters.sort')}</h3>
        <div className="bk-filters__sort">
          <label>
            {t('market.filters.sortBy')}
            <select
              {...partOf(uiAnatomy, 'input')}
              value={draft.sort?.value ?? ''}
              onChange={(event) => {
                const value = event.target.value as MarketSortKey | '';
                state.setDraftSort(value === '' ? null : { value, order: draft.sort?.order ?? 'asc' });
              }}
            >
              <option value="">{t('market.sort.default')}</option>
              {results.sortKeys.map((key) => (
                <option key={key} value={key}>
                  {labelOf('market.sort', key, t)}
                </option>
              ))}
            </select>
          </label>
          {draft.sort ? (
            <RadioGroup<SortOrder>
              legend={t('market.filters.sortOrder')}
              value={draft.sort.order}
              onChange={(order) => state.setDraftSort(draft.sort ? { value: draft.sort.value, order } : null)}
              options={[
                { value: 'asc', label: t('market.sort.asc') },
                { value: 'desc', label: t('market.sort.desc') },
              ]}
            />
          ) : null}
        </div>
      </section>

      {categories.length > 0 ? (
        <fieldset className="bk-fieldset bk-filters__section">
          <legend>{t('market.filters.categories')}</legend>
          {categories.map((option) => (
            <Checkbox
              key={option.id}
              label={categoryLabel(option, t)}
              checked={filters.category.includes(option.id)}
              onChange={() => state.toggleDraftValue('category', option.id)}
            />
          ))}
        </fieldset>
      ) : null}

      {results.currencies.length > 0 ? (
        <fieldset className="bk-fieldset bk-filters__section">
          <legend>{t('market.filters.currencies')}</legend>
          {results.currencies.map((code) => (
            <Checkbox
              key={code}
              label={`${code} · ${labelOf('currency', code, t)}`}
              checked={filters.currency.includes(code)}
              onChange={() => state.toggleDraftValue('currency', code)}
            />
          ))}
        </fieldset>
      ) : null}

      <div className="bk-filters__section">
        <RangeSlider
          label={t('market.filters.maturityDates')}
          min={bounds.maturity.min}
          max={bounds.maturity.max}
          step={bounds.maturity.step}
          value={maturity}
          onChange={(range) => state.setDraftRange('maturity', range)}
        />
      </div>

      <div className="bk-filters__section">
        <RadioGroup<ReturnsMeasure>
          legend={t('market.filters.returns')}
          value={measure}
          onChange={(next) => state.setDraftReturns(next)}
          options={measures.map((m) => ({ value: m, label: labelOf('market.returns', m, t) }))}
        />
        <RangeSlider
          label={labelOf('market.returns', measure, t)}
          min={measureBounds.min}
          max={measureBounds.max}
          step={measureBounds.step}
          value={returnsRange}
          showInputs
          formatValue={(value) => returnsValueText(value, t('common.max'))}
          onChange={(range) => state.setDraftRange(measure, range)}
        />
      </div>

      {results.seniorities.length > 0 ? (
        <fieldset className="bk-fieldset bk-filters__section">
          <legend>{t('market.filters.seniority')}</legend>
          {results.seniorities.map((seniority) => (
            <Checkbox
              key={seniority}
              label={labelOf('seniority', seniority, t)}
              checked={filters.seniority.includes(seniority)}
              onChange={() => state.toggleDraftValue('seniority', seniority)}
            />
          ))}
        </fieldset>
      ) : null}
    </Drawer>
  );
}
