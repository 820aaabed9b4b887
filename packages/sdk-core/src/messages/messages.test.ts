import { describe, expect, it } from 'vitest';
import { fxMessageIds } from '../fx/index';
import { leadsMessageIds } from '../leads/index';
import { paymentsMessageIds } from '../payments/index';
import { smartInterestMessageIds } from '../smart-interest/index';
import { TRADE_MESSAGE_IDS } from '../trade/index';
import { en, formatMessage, getCatalogue, isMessageId, type MessageId, sukuk } from './index';

const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogue', () => {
  it('gives every id a non-empty text', () => {
    for (const [id, text] of Object.entries(en)) {
      expect(text.trim(), id).not.toBe('');
    }
  });

  it('lets the sukuk variant override only ids that exist, keeping their placeholders', () => {
    for (const [id, text] of Object.entries(sukuk)) {
      expect(Object.hasOwn(en, id), id).toBe(true);
      expect(text.trim(), id).not.toBe('');
      expect(placeholdersOf(text), id).toEqual(placeholdersOf(en[id as MessageId]));
    }
  });

  it('carries the specs’ exact texts', () => {
    expect(en['market.empty.title']).toBe('Nothing to see here');
    expect(en['market.loadFailed.title']).toBe('Market data failed to load');
    expect(en['market.loadFailed.body']).toBe(
      'Try loading the data again. If the problem continues, contact support.',
    );
    expect(en['market.loadFailed.retry']).toBe('Retry loading');
    expect(en['market.watchReverted']).toBe('Changes for {company} failed and have been reverted.');
    expect(en['detail.documents.loadFailed']).toBe('Unable to fetch company documents. Please, try later');
    expect(en['trade.banner.marketClosedResumes']).toBe('Trading resumes at {time}');
  });

  it('has a text for every id the sdk-core domains return', () => {
    const domainIds: readonly string[] = [
      ...TRADE_MESSAGE_IDS,
      ...smartInterestMessageIds,
      ...leadsMessageIds,
      ...paymentsMessageIds,
      ...fxMessageIds,
    ];
    const missing = domainIds.filter((id) => !isMessageId(id));
    expect(missing).toEqual([]);
  });

  it('carries the Smart Interest, lead-capture and form texts of 000 §5 and §8 exactly', () => {
    expect(en['smartInterest.amount.minimum']).toBe('The minimum that can be invested is {minimum}.');
    expect(en['smartInterest.order.restricted']).toBe(
      'Your account is restricted at the moment. Please contact {email} to resolve this.',
    );
    expect(en['smartInterest.order.serverError']).toBe('Server error');
    expect(en['smartInterest.order.serverErrorRefresh']).toBe(
      'Server error. Please, refresh the page and try again.',
    );
    expect(en['smartInterest.series.loadFailed']).toBe('Unable to load the series list. Please, try later');
    expect(en['smartInterest.series.empty']).toBe('Currently, there are no available investment series.');
    expect(en['smartInterest.repayment.quoteFailed']).toBe(
      'Unable to get a repayment quote. Please, try later',
    );
    expect(en['smartInterest.repayment.bookFailed']).toBe('Unable to book the repayment. Please, try later');
    expect(en['smartInterest.repayment.booked']).toBe('Reinvestment successful');
    expect(en['smartInterest.state.cashOutRequested']).toBe('Cash out requested');
    expect(en['leads.download.success']).toBe('Download successful.');
    expect(en['leads.download.failed']).toBe(
      'Error downloading. Please contact support if the issue continues.',
    );
    expect(en['form.required']).toBe('This field is required');
    expect(en['form.invalidEmail']).toBe('Please enter a valid email address.');
    expect(en['form.invalidPhone']).toBe('Invalid phone number');
    expect(en['trade.placed.purchaseConcluded']).toBe('Purchase Contract Concluded');
    expect(en['trade.placed.saleConcluded']).toBe('Sale Contract Concluded');
  });

  it('words the sukuk variant as the spec says', () => {
    const sukukCatalogue = getCatalogue('sukuk');
    expect(sukukCatalogue['market.filters.apply']).toBe('Show Fractional Certificates');
    expect(sukukCatalogue['market.column.bond']).toBe('Sukuk');
    expect(getCatalogue('standard')['market.filters.apply']).toBe('Show bonds');
    expect(getCatalogue('standard')['market.column.bond']).toBe('Bond');
    // untouched ids fall through to English
    expect(sukukCatalogue['market.empty.title']).toBe('Nothing to see here');
  });

  it('applies host overrides over the variant, ignoring unknown ids', () => {
    const catalogue = getCatalogue('sukuk', {
      'market.empty.title': 'Nothing here',
      ...({ 'no.such.id': 'x' } as object),
    });
    expect(catalogue['market.empty.title']).toBe('Nothing here');
    expect(catalogue['market.filters.apply']).toBe('Show Fractional Certificates');
    expect(Object.hasOwn(catalogue, 'no.such.id')).toBe(false);
  });
});

describe('formatMessage', () => {
  const catalogue = getCatalogue('standard');

  it('fills {name} placeholders', () => {
    expect(formatMessage(catalogue, 'market.watchReverted', { company: 'Acme plc' })).toBe(
      'Changes for Acme plc failed and have been reverted.',
    );
    expect(formatMessage(catalogue, 'market.card.viewAll', { count: 12 })).toBe('View all (12)');
    expect(
      formatMessage(catalogue, 'market.results.line', { shown: 3, total: 180, criteria: 'your filters' }),
    ).toBe('Showing 3 out of 180 bonds matching your filters');
  });

  it('leaves a placeholder without a value visible', () => {
    expect(formatMessage(catalogue, 'market.watchReverted')).toBe(
      'Changes for {company} failed and have been reverted.',
    );
  });

  it('does not interpret replacement patterns in values', () => {
    expect(formatMessage(catalogue, 'market.watchReverted', { company: '$& $1' })).toBe(
      'Changes for $& $1 failed and have been reverted.',
    );
  });

  it('recognises ids', () => {
    expect(isMessageId('market.empty.title')).toBe(true);
    expect(isMessageId('toString')).toBe(false);
  });
});
