import {
  accountsMessages,
  accountTitleId,
  balanceIn,
  type CardReturn,
  type CurrencyCode,
  createFundingMachine,
  DEPOSIT_PLACEHOLDER,
  type FundingOption,
  type FundResult,
  getInvestmentAccounts,
  type InvestmentAccount,
  isIfisaAccount,
  moneyPagesMessages,
  paymentsMessages,
  registerMessages,
  type SourceAccount,
  type TransferDetails,
} from '@bondkit/sdk-core';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type Translate, useBondkit, useClient } from '../provider/context';
import { useStyles } from '../provider/use-styles';
import { WidgetRoot } from '../provider/widget-root';
import { describeFailure } from '../shared/failure';
import { useFormat } from '../shared/format';
import { MoneyAmountField } from '../shared/money-amount-field';
import { moneyAnatomy, moneyCss } from '../shared/money-styles';
import { moneyTitle } from '../shared/money-title';
import { useRefreshChannel } from '../shared/refresh';
import { useFocusOn } from '../shared/use-focus-on';
import { useLatest } from '../shared/use-latest';
import { useLoad } from '../shared/use-load';
import { useMachine, useStoreState } from '../shared/use-machine';
import { ActionReason } from '../ui/action-reason';
import { partOf, uiAnatomy } from '../ui/anatomy';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { Checkbox, RadioGroup } from '../ui/choice';
import { Field } from '../ui/field';
import { LoadPanel } from '../ui/load-panel';

// the catalogue domains this widget shows
registerMessages(paymentsMessages, moneyPagesMessages, accountsMessages);

export interface FundingProps {
  /** the investment account to fund */
  investmentAccountId: number;
  /** the account's currency to fund */
  currency: CurrencyCode;
  /** the amount to start with (a fund address with an amount) */
  initialAmount?: string;
  /** a card payment that came back from the provider (read by the host from the success or error address) */
  cardReturn?: CardReturn | null;
  /** where the card provider sends the user back (default: this page) */
  cardReturnUrls?: { success: string; error: string };
  /** sends the user to the card provider's page (default: `window.location.assign`) */
  onRedirect?: (url: string) => void;
  /** called when the money has landed */
  onFunded?: (funding: FundResult) => void;
  /** shown beside the success message (e.g. a link back to the account) */
  doneAction?: ReactNode;
  /** leave out the title (the page shows it as its own heading); the widget's region keeps it as its name */
  hideHeading?: boolean;
  className?: string;
}

type FundingMachine = ReturnType<typeof createFundingMachine>;
const noState = () => null;

// Spec: 001 §2 'Funding flow', §4 'Funding steps', §5 'Deposit', §8 'Funding error'
/**
 * Adds money to an investment account in steps — amount, method, action, transferring, transferred — driven by
 * sdk-core's `createFundingMachine`: a debit card (sent to the card provider's page and back), a bank transfer
 * (the details to pay to, with copy buttons), an instant transfer, or a transfer from another of the
 * customer's accounts. The partner variant offers no debit card. A failure returns to the amount with the
 * message, the amount kept. Needs a {@link BondkitProvider} above it.
 */
export function Funding(props: FundingProps) {
  useStyles('bk-money', moneyCss);
  const client = useClient();
  const { user, clock, variant, t } = useBondkit();
  const { investmentAccountId } = props;
  const accounts = useLoad((signal) => getInvestmentAccounts(client, { signal }), [client], ['accounts']);
  const rootClass = props.className ? `bk-money ${props.className}` : 'bk-money';
  if (
    accounts.status === 'failed' ||
    (accounts.status === 'loaded' && !accounts.value.some((a) => a.id === investmentAccountId))
  ) {
    const failure = describeFailure(t, accounts.error, 'money.fund.loadFailed');
    return (
      <LoadPanel
        status="failed"
        className={rootClass}
        failedTitle={failure.text}
        {...(failure.retry ? { onRetry: accounts.retry } : {})}
      />
    );
  }
  if (accounts.status !== 'loaded') return <LoadPanel status="loading" className={rootClass} />;
  return (
    <FundingMachineHost
      props={props}
      accounts={accounts.value}
      fundingBlocked={user?.blocks.block_funding ?? false}
      isaRestricted={user?.isa_restricted ?? false}
      className={rootClass}
      clock={clock}
      variant={variant}
    />
  );
}

function FundingMachineHost({
  props,
  accounts,
  fundingBlocked,
  isaRestricted,
  className,
  clock,
  variant,
}: {
  props: FundingProps;
  accounts: InvestmentAccount[];
  fundingBlocked: boolean;
  /** the user may not pay into an ISA */
  isaRestricted: boolean;
  className: string;
  clock: ReturnType<typeof useBondkit>['clock'];
  variant: ReturnType<typeof useBondkit>['variant'];
}) {
  const client = useClient();
  const { t } = useBondkit();
  const { investmentAccountId, currency } = props;
  const target = accounts.find((a) => a.id === investmentAccountId) as InvestmentAccount;
  const returnKey = props.cardReturn ? `${props.cardReturn.reference}:${props.cardReturn.outcome}` : '';
  const propsRef = useLatest(props);
  // the customer's other accounts holding the currency: where a transfer between accounts comes from
  const sources: SourceAccount[] = accounts
    .filter((a) => a.id !== target.id && a.currencies[currency] !== undefined)
    .map((a) => ({
      id: a.id,
      name: t('accounts.name', { title: t(accountTitleId(a)), reference: a.reference }),
      balance: balanceIn(a, currency),
    }));
  const sourcesRef = useLatest(sources);
  const machine =
    useMachine(
      () => {
        const p = propsRef.current;
        const isa = isIfisaAccount(target);
        const here = typeof window === 'undefined' ? '' : window.location.href.replace(/[?&]funding=.*$/, '');
        const created = createFundingMachine({
          client,
          clock,
          variant,
          target: { investmentAccountId: target.id, currency },
          ...(isa
            ? {
                deposit: {
                  isa: { walletCash: balanceIn(target, currency), remaining: target.isa_remaining ?? '0' },
                },
                isaRemaining: target.isa_remaining ?? '0',
              }
            : {}),
          fundingBlocked,
          isaRestricted: isa && isaRestricted,
          newIfisaAgreementRequired: target.new_ifisa_agreement_required ?? false,
          sourceAccounts: sourcesRef.current,
          cardReturnUrls: p.cardReturnUrls ?? { success: here, error: here },
          cardReturn: p.cardReturn ?? null,
          ...(p.initialAmount ? { initialAmount: p.initialAmount } : {}),
        });
        void created.getState().start();
        return created;
      },
      [client, clock, variant, currency, target.id, fundingBlocked, isaRestricted, returnKey],
      noState,
    )?.store ?? null;
  if (!machine) return <LoadPanel status="loading" className={className} />;
  return (
    <FundingView
      machine={machine}
      props={props}
      target={target}
      sources={sources}
      agreement={<IfisaAgreement machine={machine} />}
      className={className}
    />
  );
}

const DETAIL_ROWS = [
  ['account_name', 'money.fund.bank.accountName'],
  ['sort_code', 'money.fund.bank.sortCode'],
  ['account_number', 'money.fund.bank.accountNumber'],
  ['iban', 'money.fund.bank.iban'],
  ['bic', 'money.fund.bank.bic'],
  ['reference', 'money.fund.bank.reference'],
] as const;

function TransferDetailsList({ details, t }: { details: TransferDetails; t: Translate }) {
  return (
    <dl {...partOf(moneyAnatomy, 'details')}>
      {DETAIL_ROWS.map(([key, label]) => {
        const value = details[key];
        return value ? <TransferDetail key={key} name={t(label)} value={value} t={t} /> : null;
      })}
    </dl>
  );
}

/**
 * One bank detail with its copy button. Where the clipboard is missing or refuses (an insecure page, a denied
 * permission), the value is selected and the status says how to copy it — never a silent failure.
 */
function TransferDetail({ name, value, t }: { name: string; value: string; t: Translate }) {
  const valueRef = useRef<HTMLElement>(null);
  const [outcome, setOutcome] = useState<'copied' | 'selected' | null>(null);
  const selectValue = () => {
    const selection = window.getSelection();
    if (valueRef.current && selection) selection.selectAllChildren(valueRef.current);
    setOutcome('selected');
  };
  const copy = async () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard?.writeText) {
      selectValue();
      return;
    }
    try {
      await clipboard.writeText(value);
      setOutcome('copied');
    } catch {
      selectValue();
    }
  };
  return (
    <div className="bk-money__detail">
      <dt>{name}</dt>
      <dd ref={valueRef}>{value}</dd>
      <Button variant="secondary" onClick={() => void copy()}>
        {t('money.fund.copy', { label: name })}
      </Button>
      <span role="status">
        {outcome === 'copied'
          ? t('money.fund.copied', { label: name })
          : outcome === 'selected'
            ? t('money.fund.copySelected', { label: name })
            : null}
      </span>
    </div>
  );
}

function FundingView({
  machine,
  props,
  target,
  sources,
  agreement,
  className,
}: {
  machine: FundingMachine;
  props: FundingProps;
  target: InvestmentAccount | null;
  sources: readonly SourceAccount[];
  /** the new IFISA agreement to accept, shown in place of the amount's reason */
  agreement: ReactNode;
  className: string;
}) {
  const { t } = useBondkit();
  const format = useFormat();
  const refresh = useRefreshChannel();
  const s = useStoreState(machine);
  const ids = useId();
  const titleId = `${ids}-title`;
  const amountId = `${ids}-amount`;
  const reasonId = `${ids}-reason`;
  const headingRef = useRef<HTMLDivElement>(null);
  const onFunded = useLatest(props.onFunded);
  const onRedirect = useLatest(props.onRedirect);

  // a card payment: the provider's page
  useEffect(() => {
    if (!s.redirectTo) return;
    const go = onRedirect.current ?? ((url: string) => window.location.assign(url));
    go(s.redirectTo);
  }, [s.redirectTo]);

  // the money landed: the accounts' cash changed
  useEffect(() => {
    if (s.step !== 'transferred' || !s.funding) return;
    refresh.invalidate(['accounts']);
    onFunded.current?.(s.funding);
  }, [s.step, s.funding, refresh]);

  // each step's content is announced by moving focus to it
  useFocusOn(headingRef, s.step !== 'loading' && s.step);

  const money = (amount: string) => format.money(amount || '0', s.currency, { floor: false });
  const optionLabel = (option: FundingOption) => t(`payments.method.${option}`);

  const { heading: title, region } = moneyTitle(t('money.fund.title'), titleId, props.hideHeading);
  const heading = (
    <>
      {title}
      {target ? (
        <p className="bk-money__lead">
          {t('money.fund.account', {
            account: t('accounts.name', { title: t(accountTitleId(target)), reference: target.reference }),
            currency: s.currency,
          })}
        </p>
      ) : null}
    </>
  );

  let body: ReactNode;
  if (s.step === 'loading') {
    body = s.loadFailed ? (
      <LoadPanel
        status="failed"
        failedTitle={t('money.fund.loadFailed')}
        onRetry={() => void machine.getState().retry()}
        compact
      />
    ) : (
      <LoadPanel status="loading" compact />
    );
  } else if (s.step === 'amount') {
    // why Proceed is disabled, beside it: an empty amount included ('Enter an amount to continue.')
    const reason = s.amountError ? null : s.proceedBlocked ? format.message(s.proceedBlocked) : null;
    // the server's refusal of the amount (a field error) is shown beside the amount, as the rules' own are
    const amountError = s.amountError ? format.message(s.amountError) : (s.error?.amountText ?? undefined);
    body = (
      <form
        {...partOf(moneyAnatomy, 'form')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          machine.getState().proceed();
        }}
      >
        {s.error && !s.error.amountText ? (
          <Banner tone="danger" live="alert" title={format.message(s.error.message)}>
            {s.error.serverText}
          </Banner>
        ) : null}
        <MoneyAmountField
          id={amountId}
          label={t('money.fund.amount')}
          hint={t('payments.amount.example', { amount: money(DEPOSIT_PLACEHOLDER) })}
          error={amountError}
          value={s.amount}
          onChange={(text) => machine.getState().setAmount(text)}
        />
        <div {...partOf(moneyAnatomy, 'actions')}>
          <Button
            type="submit"
            variant="primary"
            disabled={s.amountError !== null || s.proceedBlocked !== null}
            aria-describedby={reason ? reasonId : undefined}
          >
            {t('money.fund.proceed')}
          </Button>
          <ActionReason id={reasonId} reason={reason} />
        </div>
        {agreement}
      </form>
    );
  } else if (s.step === 'method') {
    body = <MethodStep machine={machine} sources={sources} />;
  } else if (s.step === 'action' && s.option) {
    const option = s.option;
    body = (
      <form
        {...partOf(moneyAnatomy, 'form')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void machine.getState().submit();
        }}
      >
        <p>{t('money.fund.summary', { amount: money(s.amount), method: optionLabel(option) })}</p>
        {option === 'debit_card' ? <p className="bk-money__lead">{t('money.fund.card.note')}</p> : null}
        <div {...partOf(moneyAnatomy, 'actions')}>
          <Button type="button" onClick={() => machine.getState().back()} disabled={s.busy}>
            {t('money.fund.back')}
          </Button>
          <Button type="submit" variant="primary" disabled={s.busy}>
            {s.busy ? t('money.fund.submitting') : t(`money.fund.submit.${option}`)}
          </Button>
        </div>
      </form>
    );
  } else if (s.step === 'transferring') {
    body = s.redirectTo ? (
      <p role="status">{t('money.fund.redirecting')}</p>
    ) : (
      <>
        {s.transferDetails && s.option !== 'instant_transfer' ? (
          <>
            <p>
              {t('money.fund.bank.intro', {
                amount: money(s.funding?.amount ?? s.amount),
                arrival: t('payments.transfer.manualArrival'),
              })}
            </p>
            <TransferDetailsList details={s.transferDetails} t={t} />
          </>
        ) : (
          <p>
            {t('money.fund.instant.intro', {
              amount: money(s.funding?.amount ?? s.amount),
              arrival: t('payments.transfer.instantArrival'),
            })}
          </p>
        )}
        <p role="status">{t('money.fund.waiting')}</p>
      </>
    );
  } else {
    body = (
      <Banner tone="success" live="status" title={t('payments.fund.transferred')} action={props.doneAction}>
        {money(s.funding?.amount ?? s.amount)}
      </Banner>
    );
  }

  return (
    <WidgetRoot className={className} {...region}>
      {heading}
      <div ref={headingRef} tabIndex={-1} data-step={s.step}>
        {body}
      </div>
    </WidgetRoot>
  );
}

// Spec: 001 §7 'POST IFISA agreement declaration with text_agreed_to', §8 'An IFISA agreement message is shown in place'
/** The new IFISA agreement: a declaration to tick and send before the ISA can be funded. */
function IfisaAgreement({ machine }: { machine: FundingMachine }) {
  const { t } = useBondkit();
  const { agreementRequired, declaration } = useStoreState(machine, (s) => ({
    agreementRequired: s.agreementRequired,
    declaration: s.declaration,
  }));
  const [checked, setChecked] = useState(false);
  if (!agreementRequired) return null;
  const text = t('money.fund.ifisa.agree');
  return (
    <div className="bk-money__form">
      <Checkbox label={text} checked={checked} onChange={setChecked} />
      {declaration.status === 'failed' ? (
        <Banner tone="danger" live="alert">
          {t('money.fund.ifisa.failed')}
        </Banner>
      ) : null}
      <div {...partOf(moneyAnatomy, 'actions')}>
        <Button
          disabled={!checked || declaration.status === 'submitting'}
          onClick={() => void machine.getState().declareIfisaAgreement(text)}
        >
          {t('money.fund.ifisa.accept')}
        </Button>
      </div>
    </div>
  );
}

function MethodStep({ machine, sources }: { machine: FundingMachine; sources: readonly SourceAccount[] }) {
  const { t } = useBondkit();
  const format = useFormat();
  const s = useStoreState(machine);
  const ids = useId();
  const sourceId = s.sourceAccountId;
  const options = s.options;
  const enabled = options.filter((o) => !o.blocked);
  const [picked, setPicked] = useState<FundingOption | null>(s.option ?? enabled[0]?.option ?? null);
  const chosen = options.some((o) => o.option === picked && !o.blocked) ? picked : null;
  return (
    <form
      {...partOf(moneyAnatomy, 'form')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) machine.getState().choose(chosen, sourceId ?? undefined);
      }}
    >
      {sources.length > 1 ? (
        <Field id={`${ids}-source`} label={t('money.fund.source')}>
          {(control) => (
            <select
              {...control}
              {...partOf(uiAnatomy, 'input')}
              value={sourceId ?? ''}
              onChange={(event) => machine.getState().setSource(Number(event.target.value))}
            >
              {sources.map((a) => (
                <option key={a.id} value={a.id}>
                  {t('money.fund.sourceOption', {
                    account: a.name,
                    amount: format.money(a.balance, s.currency, { floor: false }),
                  })}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <RadioGroup<FundingOption>
        legend={t('money.fund.method.legend')}
        options={options.map(({ option, blocked }) => ({
          value: option,
          label: t(`payments.method.${option}`),
          ...(blocked ? { description: format.message(blocked) } : {}),
          disabled: blocked !== null,
        }))}
        value={chosen}
        onChange={setPicked}
      />
      <div {...partOf(moneyAnatomy, 'actions')}>
        <Button type="button" onClick={() => machine.getState().back()}>
          {t('money.fund.back')}
        </Button>
        <Button type="submit" variant="primary" disabled={!chosen}>
          {t('money.fund.method.continue')}
        </Button>
      </div>
    </form>
  );
}
