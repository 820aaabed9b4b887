import { describe, expect, it } from 'vitest';
import { makeAccount, makeSessionUser } from '../auth/test-fixtures';
import { en } from '../messages/index';
import { formatYield } from '../money/index';
import { makeDynamicBond } from '../smart-interest/test-fixtures';
import {
  baseCurrency,
  dashboardNotices,
  debitNoteBlocks,
  isaAllowanceBar,
  nextPaymentOf,
  portfolioFigures,
  portfolioVisibility,
} from './rules';
import type { PortfolioSummary, PortfolioTotals } from './schema';

const now = new Date('2026-11-23T10:00:00Z');
const base = { dynamicBonds: [], withdrawalConfirmations: [], debitNotes: [], now };
const kinds = (notices: { kind: string }[]) => notices.map((n) => n.kind);

describe('dashboardNotices', () => {
  it('shows nothing to a visitor or a user with nothing to say', () => {
    expect(dashboardNotices({ ...base, user: null })).toEqual([]);
    expect(dashboardNotices({ ...base, user: makeSessionUser() })).toEqual([]);
  });

  it("asks a user who must pass an identity check for a 'Know your customer update' with 'Upload documents'", () => {
    const [notice] = dashboardNotices({ ...base, user: makeSessionUser({ requires_identity_check: true }) });
    expect(notice).toEqual({
      kind: 'kyc',
      title: 'portfolio.notice.kyc.title',
      action: 'portfolio.notice.kyc.action',
    });
    expect(en['portfolio.notice.kyc.title']).toBe('Know your customer update');
    expect(en['portfolio.notice.kyc.action']).toBe('Upload documents');
  });

  it('shows the 24-hour hold during cooling-off, judged by the server time', () => {
    const user = makeSessionUser({
      is_in_cooling_off_period: true,
      cooling_off_ends_at: '2026-11-24T09:00:00Z',
    });
    expect(dashboardNotices({ ...base, user })).toEqual([
      { kind: 'coolingOff', text: 'trade.banner.coolingOff' },
    ]);
    expect(dashboardNotices({ ...base, user, now: new Date('2026-11-24T09:00:01Z') })).toEqual([]);
  });

  it('shows reinvest notices at 90/60/30 days only to users who may invest in Smart Interest', () => {
    const holding = makeDynamicBond({ maturity: '2027-01-15' }); // 53 days away: the 60-day stage
    const investor = makeSessionUser({ permissions: ['can_view_smart_interest'] });
    const notices = dashboardNotices({ ...base, user: investor, dynamicBonds: [holding] });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'reinvest', notice: { stage: 60, daysToMaturity: 53 } });
    expect(
      dashboardNotices({ ...base, user: makeSessionUser({ permissions: [] }), dynamicBonds: [holding] }),
    ).toEqual([]);
  });

  it('puts the repaying banner, withdrawal confirmations and each open debit note in order', () => {
    const user = makeSessionUser({ requires_identity_check: true, permissions: [] });
    const notices = dashboardNotices({
      ...base,
      user,
      dynamicBonds: [makeDynamicBond({ state: 'Repaying' }), makeDynamicBond({ id: 12, state: 'Open' })],
      withdrawalConfirmations: [{ id: 4 }],
      debitNotes: [
        { title: 'A', message: 'a', message_md: 'a' },
        { title: 'B', message: 'b', message_md: 'b' },
      ],
    });
    expect(kinds(notices)).toEqual([
      'kyc',
      'smartInterestRepaying',
      'withdrawalConfirmations',
      'debitNote',
      'debitNote',
    ]);
    expect(notices[1]).toMatchObject({ holdings: [{ id: 11 }] });
  });
});

describe('isaAllowanceBar', () => {
  it('shows the allowance used and remaining of an IFISA account', () => {
    const ifisa = makeAccount({ account_type: 'ifisa', isa_remaining: '15000.00' });
    expect(isaAllowanceBar(ifisa)).toEqual({
      allowance: '20000.00',
      used: '5000.00',
      remaining: '15000.00',
      usedPercent: '25.00',
    });
    expect(isaAllowanceBar({ ...ifisa, isa_used_percentage: '25.5' })?.usedPercent).toBe('25.50');
  });

  it('clamps to the allowance and has no bar for other accounts', () => {
    expect(isaAllowanceBar(makeAccount({ account_type: 'ifisa', isa_remaining: '-3.00' }))).toMatchObject({
      used: '20000.00',
      usedPercent: '100.00',
    });
    expect(isaAllowanceBar(makeAccount({ account_type: 'ifisa', isa_remaining: '25000' }))).toMatchObject({
      used: '0.00',
      remaining: '20000.00',
    });
    expect(isaAllowanceBar(makeAccount({ account_type: 'individual', isa_remaining: '1.00' }))).toBeNull();
    expect(isaAllowanceBar(makeAccount({ account_type: 'ifisa' }))).toBeNull();
  });
});

describe('portfolioFigures', () => {
  const totals = (value: string): PortfolioTotals => ({
    gains: '0.00',
    interest_earned: value,
    interest_earned_pending_payment: '0.00',
    interest_paid: '0.00',
    interest_accrued: '0.00',
    projected_interest: '0.00',
    portfolio_value: '0.00',
    current_yield: '6.684',
    yield_to_maturity: '7.25',
    cash_bonus: '0.00',
  });
  const summary: PortfolioSummary = {
    has_equity: false,
    has_robowise: false,
    summaries: { open: totals('10.00'), all: totals('99.00') },
  };

  it('shows open figures, or lifetime ones labelled lifetime', () => {
    expect(portfolioFigures(summary, false)).toMatchObject({
      totals: { interest_earned: '10.00' },
      interestLabel: 'portfolio.overview.interestEarned',
    });
    const lifetime = portfolioFigures(summary, true);
    expect(lifetime.totals.interest_earned).toBe('99.00');
    expect(en[lifetime.interestLabel]).toBe('Lifetime Interest Earned');
  });

  it('shows yields to 1 decimal place', () => {
    const { totals: open } = portfolioFigures(summary, false);
    expect(formatYield(open.current_yield as string)).toBe('6.7%');
    expect(formatYield(open.yield_to_maturity as string)).toBe('7.3%');
  });
});

describe('what the partner variant hides', () => {
  it('hides the mobile balance card, equity, EUR and the standard order types', () => {
    expect(portfolioVisibility('standard')).toMatchObject({
      mobileBalanceCard: true,
      equity: true,
      orderTypes: ['basic', 'switch_trade', 'limit_order'],
    });
    const partner = portfolioVisibility('sukuk');
    expect(partner).toMatchObject({ mobileBalanceCard: false, equity: false });
    expect(partner.currencies).not.toContain('EUR');
    expect(partner.currencies).toContain('AED');
    expect(partner.orderTypes).toEqual(['limit_order']);
  });
});

describe('debitNoteBlocks', () => {
  it('reads paragraphs, lists, strong, emphasis and links', () => {
    expect(
      debitNoteBlocks(
        'Your **fee** of *£5* is due.\nSee [terms](https://example.test/terms).\n\n- one\n- _two_',
      ),
    ).toEqual([
      {
        kind: 'paragraph',
        lines: [
          [
            { kind: 'text', text: 'Your ' },
            { kind: 'strong', text: 'fee' },
            { kind: 'text', text: ' of ' },
            { kind: 'em', text: '£5' },
            { kind: 'text', text: ' is due.' },
          ],
          [
            { kind: 'text', text: 'See ' },
            { kind: 'link', text: 'terms', href: 'https://example.test/terms' },
            { kind: 'text', text: '.' },
          ],
        ],
      },
      {
        kind: 'list',
        items: [[{ kind: 'text', text: 'one' }], [{ kind: 'em', text: 'two' }]],
      },
    ]);
  });

  it('keeps HTML as text and turns unsafe links into their text', () => {
    const blocks = debitNoteBlocks(
      '<img src=x onerror=alert(1)> [click](javascript:void) [mail](mailto:a@b.test)',
    );
    expect(blocks).toEqual([
      {
        kind: 'paragraph',
        lines: [
          [
            { kind: 'text', text: '<img src=x onerror=alert(1)> ' },
            { kind: 'text', text: 'click' },
            { kind: 'text', text: ' ' },
            { kind: 'link', text: 'mail', href: 'mailto:a@b.test' },
          ],
        ],
      },
    ]);
    expect(debitNoteBlocks('[x](http://plain.test)')).toEqual([
      { kind: 'paragraph', lines: [[{ kind: 'text', text: 'x' }]] },
    ]);
    expect(debitNoteBlocks('\n\n')).toEqual([]);
  });
});

describe('nextPaymentOf', () => {
  it('is the next annual coupon on the principal held, rounded down to the cent', () => {
    expect(
      nextPaymentOf({ coupon: '5.125', maturity: '2030-06-15', user_invested: '1003.00' }, '2026-12-03'),
    ).toEqual({ date: '2027-06-15', amount: '51.40' });
  });

  it('is none for a perpetual, on or after maturity, or without a principal', () => {
    expect(nextPaymentOf({ coupon: '5', maturity: null, user_invested: '100' }, '2026-12-03')).toBeNull();
    expect(
      nextPaymentOf({ coupon: '5', maturity: '2026-01-01', user_invested: '100' }, '2026-12-03'),
    ).toBeNull();
    expect(
      nextPaymentOf({ coupon: '5', maturity: '2030-01-01', user_invested: null }, '2026-12-03'),
    ).toBeNull();
  });

  it('reads today on the London calendar', () => {
    // 23:30 UTC on 14 June in summer is already 15 June in London: the coupon of that day is paid
    expect(
      nextPaymentOf(
        { coupon: '4', maturity: '2030-06-15', user_invested: '100' },
        new Date('2026-06-14T23:30:00Z'),
      ),
    ).toEqual({ date: '2027-06-15', amount: '4.00' });
  });
});

describe('baseCurrency', () => {
  it('is GBP on the standard platform and AED for the partner', () => {
    expect(baseCurrency('standard')).toBe('GBP');
    expect(baseCurrency('sukuk')).toBe('AED');
  });
});
