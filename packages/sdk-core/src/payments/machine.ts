// Spec: 001 §2 'Funding flow', §4 'Funding steps', §5 'Deposit', §8 'Funding error'
/**
 * The funding machine: Loading → Amount → Method → Action → Transferring → Transferred. It loads the account's
 * payment methods, checks the amount (`depositAmountError`, `proceedBlock`) and each method (`methodBlock`),
 * then funds: a card payment sends the user to the card provider's page (`redirectTo`) and, when they come back,
 * follows the funding until it lands; a bank or instant transfer shows the details to pay to and follows the
 * funding until the money lands; a transfer from another account lands at once. An error returns to Amount
 * with the message (the server's words beside 'Something went wrong.'); a cancelled or declined card payment
 * returns to Amount. Every funding request carries an idempotency key kept across retries of the same step.
 *
 * @module
 */
import type { StoreApi } from 'zustand/vanilla';
import { ApiError, type BondkitClient, getErrorMessage, newIdempotencyKey } from '../http/index';
import {
  createMachine,
  createSubmit,
  idleSubmit,
  type MachineDeps,
  type MachineGraph,
  type SubmitState,
} from '../machine/index';
import type { CatalogueVariant } from '../messages/index';
import { type CurrencyCode, sanitiseAmountKeystroke, toWire } from '../money/index';
import {
  type AccountCurrency,
  declareIfisaAgreement as declareIfisaAgreementCall,
  fundAccount,
  getFunding,
  getPaymentMethods,
  transferBetweenAccounts,
} from './api';
import type { CardOutcome } from './card';
import type { FundingStep } from './enums';
import {
  type DepositContext,
  depositAmountError,
  type FundingOption,
  fundingOptionsFor,
  methodBlock,
  type PaymentsMessage,
  proceedBlock,
} from './rules';
import type { FundResult, IfisaDeclaration, TransferDetails } from './schema';

/** How often a funding that has not landed is asked about, in milliseconds (on the machine's clock). */
export const FUNDING_POLL_MS = 2000;

/** The funding flow's graph: its steps, and the events, guards and delays that move it. */
export const fundingGraph = {
  name: 'funding',
  initial: 'loading',
  steps: {
    loading: [
      { to: 'amount', on: 'loaded' },
      { to: 'amount', on: 'cardPaymentBackFailed' },
      // a card payment that came back from the provider's page resumes at Transferring
      { to: 'transferring', on: 'cardPaymentBack' },
    ],
    amount: [{ to: 'method', on: 'proceed', guard: 'no amountError and not proceedBlocked' }],
    method: [
      { to: 'amount', on: 'back' },
      { to: 'action', on: 'chooseMethod', guard: 'method not blocked' },
    ],
    action: [
      { to: 'amount', on: 'fundFailed' },
      { to: 'method', on: 'back' },
      { to: 'transferring', on: 'fundPending' },
      { to: 'transferred', on: 'fundCompleted' },
    ],
    transferring: [
      { to: 'amount', on: 'fundingFailed', after: FUNDING_POLL_MS },
      { to: 'transferred', on: 'fundingCompleted', after: FUNDING_POLL_MS },
    ],
    transferred: [],
  },
} as const satisfies MachineGraph<FundingStep>;

/** Another of the customer's accounts cash can come from. */
export interface SourceAccount {
  id: number;
  name: string;
  /** its cash in the funded currency */
  balance: string;
}

/** How a card payment came back from the provider's page (`readCardReturn` of the success or error address). */
export interface CardReturn {
  reference: string;
  outcome: CardOutcome;
}

/** The funding machine's state and actions. */
export interface FundingState {
  step: FundingStep;
  currency: CurrencyCode;
  /** the amount as typed (digits and one dot) */
  amount: string;
  /** the amount's error (shown beside it) */
  amountError: PaymentsMessage | null;
  /** why Proceed is disabled, or null */
  proceedBlocked: PaymentsMessage | null;
  /** the options the method step shows, each with why it is disabled (null when it can be chosen) */
  options: { option: FundingOption; blocked: PaymentsMessage | null }[];
  /** the chosen option */
  option: FundingOption | null;
  /** the account cash comes from (account transfer) */
  sourceAccountId: number | null;
  /** an ISA whose new agreement must be accepted before it can be funded (Proceed is blocked until then) */
  agreementRequired: boolean;
  /** the agreement's declaration ({@link FundingState.declareIfisaAgreement}) */
  declaration: SubmitState;
  /**
   * a failure: the catalogue message, the server's words when it sent any, and the server's refusal of the
   * amount itself (its `amount` field error, shown beside the amount rather than in the banner)
   */
  error: { message: PaymentsMessage; serverText: string | null; amountText?: string | null } | null;
  /** the payment methods failed to load (Loading stays; `retry` tries again) */
  loadFailed: boolean;
  /** a request is running */
  busy: boolean;
  /** the funding being followed */
  funding: FundResult | null;
  /** a bank transfer: where to pay */
  transferDetails: TransferDetails | null;
  /** a card payment: the provider's page the host sends the user to */
  redirectTo: string | null;
  /** Loads the payment methods (or resumes a card payment that came back). */
  start(): Promise<void>;
  /** Loads again after a failure. */
  retry(): Promise<void>;
  /** Sets the typed amount (kept to digits and one dot, 2 decimals). */
  setAmount(text: string): void;
  /** Amount → Method, when the amount is valid and nothing blocks Proceed. */
  proceed(): void;
  /** Chooses the account a transfer between accounts comes from (the options are judged against it). */
  setSource(sourceAccountId: number): void;
  /** Method → Action with an option that is not blocked. */
  choose(option: FundingOption, sourceAccountId?: number): void;
  /**
   * Declares the new IFISA agreement with the text the user ticked; once the server has it, Proceed is no
   * longer blocked (the typed amount stays). A failure is `declaration.status` 'failed'.
   */
  declareIfisaAgreement(textAgreedTo: string): Promise<void>;
  /** One step back (Method → Amount, Action → Method). */
  back(): void;
  /** Funds with the chosen option. */
  submit(): Promise<void>;
  /** Stops following the funding and drops late answers. */
  dispose(): void;
}

/** What the funding machine needs. */
export interface FundingDeps extends MachineDeps {
  client: BondkitClient;
  target: AccountCurrency;
  variant: CatalogueVariant;
  /** the amount rules' context (Robowise opening, ISA) */
  deposit?: Omit<DepositContext, 'currency'>;
  /** ISA allowance left (bank and instant transfer) */
  isaRemaining?: string | null;
  /** the user record's `block_funding` */
  fundingBlocked?: boolean;
  /** an ISA whose new agreement has not been accepted */
  newIfisaAgreementRequired?: boolean;
  /** an ISA of a user who may not pay into it (`isa_restricted`) */
  isaRestricted?: boolean;
  /** the customer's other accounts (account transfer) */
  sourceAccounts?: readonly SourceAccount[];
  /** where the card provider sends the user back */
  cardReturnUrls?: { success: string; error: string };
  /** a card payment that came back from the provider (the page read it from its address) */
  cardReturn?: CardReturn | null;
  /** the amount to start with (a fund route with an amount) */
  initialAmount?: string;
  /** idempotency keys (tests pass a fixed one) */
  newKey?: () => string;
}

/**
 * Builds the funding machine.
 *
 * @example
 * const funding = createFundingMachine({ client, clock, variant: 'standard', target: { investmentAccountId: 1, currency: 'GBP' } });
 * await funding.getState().start();
 */
export function createFundingMachine(deps: FundingDeps): StoreApi<FundingState> {
  const { target } = deps;
  const newKey = deps.newKey ?? newIdempotencyKey;
  let methods: FundingOption[] = [];
  let key: string | null = null;

  const sourceOf = (id: number | null) => deps.sourceAccounts?.find((a) => a.id === id) ?? null;
  const optionsFor = (amount: string, sourceId: number | null) =>
    methods.map((option) => {
      const source =
        option === 'account_transfer' ? (sourceOf(sourceId) ?? deps.sourceAccounts?.[0] ?? null) : null;
      return {
        option,
        blocked: methodBlock(option, amount, {
          currency: target.currency,
          isaRemaining: deps.isaRemaining ?? null,
          source: source ? { balance: source.balance, name: source.name } : null,
        }),
      };
    });

  return createMachine<FundingState, FundingStep>(
    {
      name: 'funding',
      clock: deps.clock,
      graph: fundingGraph,
      stepOf: (s) => s.step,
      stepPatch: (step) => ({ step }),
      derive: (s) => ({
        amountError: depositAmountError(s.amount, { currency: target.currency, ...deps.deposit }),
        proceedBlocked: proceedBlock(s.amount, {
          fundingBlocked: deps.fundingBlocked ?? false,
          isaRestricted: deps.isaRestricted ?? false,
          newIfisaAgreementRequired: s.agreementRequired,
        }),
        options: optionsFor(s.amount, s.sourceAccountId),
      }),
    },
    (m) => {
      const poll = m.timer();
      const requests = m.requests();
      // Spec: 001 §7 'POST IFISA agreement declaration with text_agreed_to'
      const declaration = createSubmit<FundingState, FundingStep, string, IfisaDeclaration>(m, {
        send: (text, { signal }) => declareIfisaAgreementCall(deps.client, text, { signal }),
        onChange: (state) => m.set({ declaration: state }),
        fields: [],
        fallback: '',
      });

      const failed = (error: unknown, message: PaymentsMessage = { code: 'payments.fund.failed' }) => {
        poll.cancel();
        m.transition('amount', {
          busy: false,
          error: {
            message,
            serverText: error === null ? null : getErrorMessage(error, '') || null,
            amountText: error instanceof ApiError ? (error.fieldErrors.amount?.[0] ?? null) : null,
          },
          funding: null,
          transferDetails: null,
          redirectTo: null,
          option: null,
        });
        key = null;
      };

      const follow = (funding: FundResult) => {
        if (funding.state === 'completed') {
          poll.cancel();
          m.transition('transferred', { funding, busy: false });
          return;
        }
        if (funding.state === 'failed') {
          failed(null, { code: 'payments.card.declined' });
          return;
        }
        m.set({ funding });
        poll.start(() => void check(funding.reference), FUNDING_POLL_MS);
      };

      const check = async (reference: string) => {
        const ticket = requests.start();
        try {
          const funding = await getFunding(deps.client, reference, { signal: ticket.signal });
          if (ticket.isCurrent()) follow(funding);
        } catch {
          // a failed check changes nothing: the next one asks again
          if (ticket.isCurrent()) poll.start(() => void check(reference), FUNDING_POLL_MS);
        }
      };

      const load = async () => {
        m.set({ loadFailed: false });
        try {
          const list = await getPaymentMethods(deps.client, target);
          if (m.disposed()) return;
          methods = fundingOptionsFor(
            deps.variant,
            list.map((entry) => entry.method),
          );
          if (
            deps.sourceAccounts &&
            deps.sourceAccounts.length > 0 &&
            !methods.includes('account_transfer')
          ) {
            methods.push('account_transfer');
          }
          const back = deps.cardReturn;
          if (back) {
            // Spec: 001 §4 — a cancelled card payment returns to Amount
            if (back.outcome !== 'success') {
              m.transition('amount', {
                error: {
                  message: {
                    code: back.outcome === 'cancelled' ? 'payments.card.cancelled' : 'payments.card.declined',
                  },
                  serverText: null,
                },
              });
              return;
            }
            m.transition('transferring', { option: 'debit_card' });
            await check(back.reference);
            return;
          }
          m.transition('amount');
        } catch {
          if (!m.disposed()) m.set({ loadFailed: true });
        }
      };

      return m.withDerived({
        step: 'loading',
        currency: target.currency,
        amount: deps.initialAmount ?? '',
        amountError: null,
        proceedBlocked: null,
        options: [],
        option: null,
        sourceAccountId: deps.sourceAccounts?.[0]?.id ?? null,
        agreementRequired: deps.newIfisaAgreementRequired ?? false,
        declaration: idleSubmit(),
        error: null,
        loadFailed: false,
        busy: false,
        funding: null,
        transferDetails: null,
        redirectTo: null,
        start: load,
        retry: load,
        setAmount(text) {
          m.commit({ amount: sanitiseAmountKeystroke(text), error: null });
        },
        proceed() {
          const s = m.get();
          if (s.step !== 'amount' || s.amountError || s.proceedBlocked) return;
          m.transition('method', { error: null });
        },
        setSource(sourceAccountId) {
          if (sourceOf(sourceAccountId)) m.commit({ sourceAccountId });
        },
        async declareIfisaAgreement(textAgreedTo) {
          if (!m.get().agreementRequired) return;
          const answer = await declaration.submit(textAgreedTo);
          if (answer) m.commit({ agreementRequired: answer.new_ifisa_agreement_required });
        },
        choose(option, sourceAccountId) {
          if (m.get().step !== 'method') return;
          const sourceId = sourceAccountId ?? m.get().sourceAccountId;
          const entry = optionsFor(m.get().amount, sourceId).find((o) => o.option === option);
          if (!entry || entry.blocked) return;
          key = newKey();
          m.transition('action', { option, sourceAccountId: sourceId });
        },
        back() {
          const step = m.get().step;
          if (step === 'method') m.transition('amount');
          else if (step === 'action') m.transition('method', { error: null });
        },
        async submit() {
          const s = m.get();
          if (s.step !== 'action' || s.busy || !s.option) return;
          const idempotencyKey = key ?? newKey();
          key = idempotencyKey;
          const amount = toWire(s.amount);
          m.set({ busy: true, error: null });
          try {
            if (s.option === 'account_transfer') {
              const source = sourceOf(s.sourceAccountId);
              if (!source) return failed(null);
              await transferBetweenAccounts(
                deps.client,
                {
                  amount,
                  currency: target.currency,
                  from_investment_account_id: source.id,
                  to_investment_account_id: target.investmentAccountId,
                },
                { idempotencyKey },
              );
              if (m.disposed()) return;
              m.transition('transferred', {
                busy: false,
                funding: {
                  reference: idempotencyKey,
                  state: 'completed',
                  transfer_details: null,
                  payment_url: null,
                  amount,
                  currency: target.currency,
                },
              });
              return;
            }
            const card = s.option === 'debit_card';
            const funding = await fundAccount(
              deps.client,
              target,
              {
                method: card ? 'debit_card' : 'bank_transfer',
                amount,
                ...(card
                  ? {
                      success_url: deps.cardReturnUrls?.success ?? '',
                      error_url: deps.cardReturnUrls?.error ?? '',
                    }
                  : {
                      route_to: s.option === 'instant_transfer' ? ('instant' as const) : ('manual' as const),
                    }),
              },
              { idempotencyKey },
            );
            if (m.disposed()) return;
            m.transition('transferring', {
              busy: false,
              funding,
              transferDetails: funding.transfer_details,
              redirectTo: card ? funding.payment_url : null,
            });
            if (!card) follow(funding);
          } catch (error) {
            if (!m.disposed()) failed(error);
          }
        },
        dispose: m.dispose,
      });
    },
  );
}
