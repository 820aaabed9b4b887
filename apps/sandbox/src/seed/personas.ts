import type { CurrencyCode } from '@bondkit/sdk-core';
import { PERSONA_EMAIL_DOMAIN } from '../shared/personas';
import type { ProductRow } from './catalogue';

/** The one password of every sandbox persona. */
export const PERSONA_PASSWORD = 'Sandbox!2026';
export { PERSONA_EMAIL_DOMAIN };

type QuestionnaireStatus = 'not-attempted' | 'passed' | 'failed';

export interface PersonaAccountSpec {
  account_type: 'individual' | 'corporate' | 'sipp' | 'ifisa';
  main_currency: CurrencyCode;
  balances: Partial<Record<CurrencyCode, string>>;
  /** the allowance left and used in the tax year the sandbox starts in */
  isa?: { remaining: string; used_percentage: string };
  /** an ISA whose new agreement the customer has not yet declared (001 §3, §5) */
  new_ifisa_agreement_required?: boolean;
}

export interface PersonaSpec {
  key: string;
  label: string;
  description: string;
  first_name: string;
  last_name: string;
  account_type: 0 | 1 | 5 | 8;
  is_read_only?: boolean;
  is_retail?: boolean;
  /** hours from seeding until the cooling-off hold ends */
  cooling_off_hours?: number;
  isa_restricted?: boolean;
  is_onboarded?: boolean;
  can_execute_orders?: boolean;
  requires_identity_check?: boolean;
  block_buys?: boolean;
  block_sells?: boolean;
  /** the user record's funding and withdrawal blocks (001 §3, §5, §6) */
  block_funding?: boolean;
  block_withdrawals?: boolean;
  /** registered bank accounts by currency (001 §3 'Registered account') */
  registered_bank?: Partial<
    Record<CurrencyCode, { account_name: string; account_number: string; sort_code: string }>
  >;
  permissions?: string[];
  questionnaires: Record<string, QuestionnaireStatus>;
  account_credits?: string;
  partner?: string;
  adib_account_link?: {
    account_type: string;
    currency_code: CurrencyCode;
    masked_account_num: string;
    suitability_questionnaire_results: { user_score: number; user_risk_category_label: string } | null;
  };
  accounts: PersonaAccountSpec[];
  /** picks the products this persona holds (principal per product) from the catalogue */
  holdings?: (
    products: readonly ProductRow[],
  ) => { product_id: number; principal: string; account: number }[];
  /** picks the products on this persona's watchlist */
  watchlist?: (products: readonly ProductRow[]) => number[];
  /** the first account's years of trading, coupons, deposits and withdrawals (`history.ts`) */
  history?: boolean;
}

const ALL_PASSED: Record<string, QuestionnaireStatus> = {
  signup: 'passed',
  'high-yield': 'passed',
  perpetual: 'passed',
  'special-situation': 'passed',
  'smart-interest': 'passed',
};
const SIGNUP_ONLY: Record<string, QuestionnaireStatus> = {
  signup: 'passed',
  'high-yield': 'not-attempted',
  perpetual: 'not-attempted',
  'special-situation': 'not-attempted',
  'smart-interest': 'not-attempted',
};

const tradable = (p: ProductRow) =>
  p.state === 'open' &&
  p.tradeability === 'open' &&
  p.adib_product_type === null &&
  Number(p.sell_liquidity) > 100;

const individual = (balances: PersonaAccountSpec['balances']): PersonaAccountSpec => ({
  account_type: 'individual',
  main_currency: 'GBP',
  balances,
});
const ifisa = (balance: string, used: string, remaining: string): PersonaAccountSpec => ({
  account_type: 'ifisa',
  main_currency: 'GBP',
  balances: { GBP: balance },
  isa: { remaining, used_percentage: used },
});

export const PERSONAS: readonly PersonaSpec[] = [
  {
    key: 'investor',
    label: 'Standard investor',
    description:
      'GBP and EUR balances plus an Innovative Finance ISA; every questionnaire passed; Smart Interest.',
    first_name: 'Ivy',
    last_name: 'Investor',
    account_type: 0,
    permissions: ['can_view_smart_interest'],
    questionnaires: ALL_PASSED,
    account_credits: '25.00',
    registered_bank: {
      GBP: { account_name: 'Ivy Investor', account_number: '31926819', sort_code: '601613' },
    },
    accounts: [individual({ GBP: '25000.00', EUR: '12000.00' }), ifisa('8000.00', '40.00', '12000.00')],
    holdings: (products) => {
      const gbp = products.filter((p) => tradable(p) && p.currency === 'GBP').slice(0, 4);
      const eur = products.filter((p) => tradable(p) && p.currency === 'EUR').slice(0, 2);
      return [
        ...gbp.map((p, i) => ({ product_id: p.product_id, principal: `${(i + 1) * 1500}.00`, account: 0 })),
        ...eur.map((p, i) => ({ product_id: p.product_id, principal: `${(i + 2) * 1000}.00`, account: 0 })),
        { product_id: 1000, principal: '5000.00', account: 1 },
      ];
    },
    watchlist: (products) => {
      const open = products.filter(tradable);
      const comingSoon = products.find((p) => p.category_ids.includes('coming_soon'));
      return [open[0], open[5], open[9], comingSoon].flatMap((p) => (p ? [p.product_id] : []));
    },
  },
  {
    key: 'readonly',
    label: 'Read-only user',
    description: 'Can browse and see holdings but cannot watch, trade or change amounts.',
    first_name: 'Rory',
    last_name: 'Readonly',
    account_type: 0,
    is_read_only: true,
    can_execute_orders: false,
    questionnaires: ALL_PASSED,
    accounts: [individual({ GBP: '5000.00' })],
    holdings: (products) =>
      products
        .filter(tradable)
        .slice(2, 4)
        .map((p) => ({ product_id: p.product_id, principal: '2000.00', account: 0 })),
    watchlist: (products) =>
      products
        .filter(tradable)
        .slice(1, 2)
        .map((p) => p.product_id),
  },
  {
    key: 'cooling-off',
    label: 'Cooling-off hold',
    description: 'In the 24-hour regulatory hold: can browse, cannot trade until it ends.',
    first_name: 'Cora',
    last_name: 'Coolingoff',
    account_type: 0,
    cooling_off_hours: 20,
    questionnaires: { ...SIGNUP_ONLY, 'high-yield': 'failed' },
    accounts: [individual({ GBP: '3000.00' })],
  },
  {
    key: 'isa-restricted',
    label: 'ISA-restricted',
    description: 'Holds an IFISA but may not pay into it; buys from the ISA are disabled.',
    first_name: 'Isaac',
    last_name: 'Restricted',
    account_type: 0,
    isa_restricted: true,
    questionnaires: SIGNUP_ONLY,
    accounts: [individual({ GBP: '4000.00' }), ifisa('1500.00', '100.00', '0.00')],
  },
  {
    key: 'sipp',
    label: 'SIPP investor',
    description: 'Invests through a self-invested personal pension (account type 5).',
    first_name: 'Simon',
    last_name: 'Pension',
    account_type: 5,
    questionnaires: SIGNUP_ONLY,
    accounts: [{ account_type: 'sipp', main_currency: 'GBP', balances: { GBP: '60000.00' } }],
    holdings: (products) =>
      products
        .filter(tradable)
        .slice(6, 7)
        .map((p) => ({ product_id: p.product_id, principal: '10000.00', account: 0 })),
  },
  {
    key: 'corporate',
    label: 'Corporate investor',
    description: 'A company account (account type 1), not retail: nothing is locked.',
    first_name: 'Cameron',
    last_name: 'Corporate',
    account_type: 1,
    is_retail: false,
    questionnaires: ALL_PASSED,
    accounts: [
      { account_type: 'corporate', main_currency: 'GBP', balances: { GBP: '150000.00', EUR: '80000.00' } },
    ],
    holdings: (products) =>
      products
        .filter(tradable)
        .slice(7, 8)
        .map((p) => ({ product_id: p.product_id, principal: '50000.00', account: 0 })),
  },
  {
    key: 'sukuk',
    label: 'Sukuk partner customer',
    description: 'A bank-linked customer (partner adib) with an AED account and suitability score 3.',
    first_name: 'Samira',
    last_name: 'Sukuk',
    account_type: 0,
    questionnaires: { signup: 'passed', 'adib-suitability': 'passed' },
    partner: 'adib',
    adib_account_link: {
      account_type: 'current',
      currency_code: 'AED',
      masked_account_num: '012******789',
      suitability_questionnaire_results: { user_score: 3, user_risk_category_label: 'Moderate' },
    },
    accounts: [
      { account_type: 'individual', main_currency: 'AED', balances: { AED: '120000.00', USD: '20000.00' } },
    ],
    holdings: (products) =>
      products
        .filter(
          (p) =>
            p.adib_product_type !== null &&
            p.state === 'open' &&
            (p.adib_risk_category_minimum_score ?? 9) <= 3,
        )
        .filter((p) => p.currency === 'AED' || p.currency === 'USD')
        .slice(0, 2)
        .map((p) => ({
          product_id: p.product_id,
          principal: p.currency === 'AED' ? '8000.00' : '2000.00',
          account: 0,
        })),
    watchlist: (products) =>
      products
        .filter((p) => p.adib_product_type !== null)
        .slice(2, 4)
        .map((p) => p.product_id),
  },
  {
    key: 'identity-check',
    label: 'Identity check required',
    description: 'Has to upload photo ID and proof of address before funding or trading.',
    first_name: 'Ida',
    last_name: 'Check',
    account_type: 0,
    is_onboarded: false,
    can_execute_orders: false,
    requires_identity_check: true,
    questionnaires: SIGNUP_ONLY,
    accounts: [individual({ GBP: '0.00' })],
  },
  {
    key: 'blocked',
    label: 'Buys and sells blocked',
    description: 'The account is restricted: buys, sells, funding and withdrawals are blocked.',
    first_name: 'Blake',
    last_name: 'Blocked',
    account_type: 0,
    block_buys: true,
    block_sells: true,
    block_funding: true,
    block_withdrawals: true,
    questionnaires: ALL_PASSED,
    accounts: [individual({ GBP: '10000.00' })],
    holdings: (products) =>
      products
        .filter(tradable)
        .slice(8, 9)
        .map((p) => ({ product_id: p.product_id, principal: '3000.00', account: 0 })),
  },
  {
    key: 'new',
    label: 'Brand-new user',
    description: 'Just registered: no questionnaires taken, no balances, not onboarded.',
    first_name: 'Nia',
    last_name: 'Newcomer',
    account_type: 0,
    is_onboarded: false,
    can_execute_orders: false,
    questionnaires: {
      signup: 'not-attempted',
      'high-yield': 'not-attempted',
      perpetual: 'not-attempted',
      'special-situation': 'not-attempted',
      'smart-interest': 'not-attempted',
    },
    accounts: [individual({})],
  },
  {
    key: 'long-history',
    label: 'Long history',
    description:
      'Five years of buying, selling, coupons, deposits and withdrawals in GBP and some EUR: thousands of activity lines.',
    first_name: 'Lena',
    last_name: 'Longstanding',
    account_type: 0,
    questionnaires: ALL_PASSED,
    accounts: [individual({})],
    history: true,
  },
  {
    key: 'ifisa-agreement',
    label: 'IFISA agreement to accept',
    description:
      'Holds an Innovative Finance ISA whose new agreement must be accepted before it can be funded.',
    first_name: 'Isla',
    last_name: 'Agreement',
    account_type: 0,
    questionnaires: ALL_PASSED,
    registered_bank: {
      GBP: { account_name: 'Isla Agreement', account_number: '55779911', sort_code: '200000' },
    },
    accounts: [
      individual({ GBP: '3000.00' }),
      { ...ifisa('500.00', '10.00', '18000.00'), new_ifisa_agreement_required: true },
    ],
  },
];

export function personaEmail(key: string): string {
  return `${key}@${PERSONA_EMAIL_DOMAIN}`;
}
