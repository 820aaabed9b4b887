import {
  ApiError,
  accountsMessages,
  accountTitleId,
  balanceIn,
  type CurrencyCode,
  formatSortCode,
  getInvestmentAccounts,
  getRegisteredAccount,
  hasRegisteredAccount,
  isReadOnly,
  linkedBankAccount,
  moneyPagesMessages,
  newIdempotencyKey,
  paymentsMessages,
  registerMessages,
  sanitiseAmountKeystroke,
  type WithdrawResult,
  withdraw,
  withdrawalBlock,
} from '@bondkit/sdk-core';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useBondkit, useClient } from '../provider/context';
import { NavLink } from '../provider/nav-link';
import { useStyles } from '../provider/use-styles';
import { WidgetRoot } from '../provider/widget-root';
import { describeFailure } from '../shared/failure';
import { useFormat } from '../shared/format';
import { MoneyAmountField } from '../shared/money-amount-field';
import { moneyAnatomy, moneyCss } from '../shared/money-styles';
import { moneyTitle } from '../shared/money-title';
import { useRefreshChannel } from '../shared/refresh';
import { useFocusOn } from '../shared/use-focus-on';
import { useLoad } from '../shared/use-load';
import { ActionReason } from '../ui/action-reason';
import { partOf, uiAnatomy } from '../ui/anatomy';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import { LoadPanel } from '../ui/load-panel';
import { ConnectBankAccountPrompt } from './connect-bank-account-prompt';

registerMessages(paymentsMessages, moneyPagesMessages, accountsMessages);

export interface WithdrawProps {
  /** the currency to withdraw */
  currency: CurrencyCode;
  /** the account chosen first (default: the first account holding the currency) */
  investmentAccountId?: number;
  /** called when the withdrawal has been asked for (it then waits for the user's confirmation) */
  onWithdrawn?: (withdrawal: WithdrawResult) => void;
  /** shown with the outcome: where the user confirms the withdrawal (e.g. a link to the account's page) */
  doneAction?: ReactNode;
  /** leave out the title (the page shows it as its own heading); the widget's region keeps it as its name */
  hideHeading?: boolean;
  className?: string;
}

// Spec: 001 §2 'Withdraw page', §5 'Withdrawal', §6, §8 'Withdrawal failure'
/**
 * Withdraws cash to the registered bank account of the currency: the account to take it from, the amount
 * (minimum 0.01, at most the account's cash) and the registered details — for the partner's customers, the bank
 * account their bank linked (sdk-core's `linkedBankAccount`), which only the bank changes; read-only users and a
 * withdrawal block cannot submit. The withdrawal then waits for the user's confirmation; focus moves to what it
 * says. With no registered bank account it shows the 'Connect Bank Account' prompt (the `bank-account` navigation
 * target, like 'Change bank account'). A failure keeps the amount; the server's refusal of the amount shows beside
 * the field. Needs a {@link BondkitProvider} above it.
 */
export function Withdraw({
  currency,
  investmentAccountId,
  onWithdrawn,
  doneAction,
  hideHeading,
  className,
}: WithdrawProps) {
  useStyles('bk-money', moneyCss);
  const client = useClient();
  const { t, user } = useBondkit();
  const format = useFormat();
  const refresh = useRefreshChannel();
  const ids = useId();
  const titleId = `${ids}-title`;
  const amountId = `${ids}-amount`;
  const accountId = `${ids}-account`;
  const reasonId = `${ids}-reason`;
  const [amount, setAmount] = useState('');
  const [chosen, setChosen] = useState<number | null>(investmentAccountId ?? null);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // the server's refusal of the amount, shown beside the field until the amount changes
  const [serverAmountError, setServerAmountError] = useState<string | null>(null);
  const [done, setDone] = useState<WithdrawResult | null>(null);
  const key = useRef<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  // the withdrawal asked for: focus goes to what it says (the button it came from stays, focus must not drop)
  useFocusOn(doneRef, done);

  const load = useLoad(
    async (signal) => {
      const [accounts, has] = await Promise.all([
        getInvestmentAccounts(client, { signal }),
        hasRegisteredAccount(client, currency, { signal }),
      ]);
      const bank = has ? await getRegisteredAccount(client, currency, { signal }) : null;
      return { accounts: accounts.filter((a) => a.currencies[currency] !== undefined), bank };
    },
    [client, currency],
    ['accounts'],
  );

  const rootClass = className ? `bk-money ${className}` : 'bk-money';
  const { heading, region } = moneyTitle(t('money.withdraw.title'), titleId, hideHeading);
  const Subtitle = hideHeading ? 'h2' : 'h3';
  if (load.status !== 'loaded') {
    const shown =
      load.status === 'failed' ? describeFailure(t, load.error, 'payments.bank.loadFailed') : null;
    return (
      <WidgetRoot className={rootClass} {...region}>
        {heading}
        <LoadPanel
          status={load.status === 'failed' ? 'failed' : 'loading'}
          compact
          {...(shown ? { failedTitle: shown.text } : {})}
          {...(shown?.retry ? { onRetry: load.retry } : {})}
        />
      </WidgetRoot>
    );
  }
  const { accounts, bank } = load.value;
  const linked = linkedBankAccount(user, currency) !== null;
  const account = accounts.find((a) => a.id === chosen) ?? accounts[0] ?? null;
  const balance = account ? balanceIn(account, currency) : '0';
  const block = withdrawalBlock(amount, {
    currency,
    balance,
    readOnly: isReadOnly(user),
    withdrawalsBlocked: user?.blocks.block_withdrawals ?? false,
  });
  const accessBlock =
    block && (block.code === 'payments.withdraw.readOnly' || block.code === 'payments.withdraw.blocked');
  const amountError =
    block && !accessBlock && (tried || amount !== '')
      ? format.message(block)
      : (serverAmountError ?? undefined);

  const submit = async () => {
    setTried(true);
    if (block || !account || busy) return;
    setBusy(true);
    setFailure(null);
    setServerAmountError(null);
    key.current ??= newIdempotencyKey();
    try {
      const result = await withdraw(client, { investmentAccountId: account.id, currency }, amount, {
        idempotencyKey: key.current,
      });
      key.current = null;
      setDone(result);
      refresh.invalidate(['accounts']);
      onWithdrawn?.(result);
    } catch (error) {
      const refused = error instanceof ApiError ? (error.fieldErrors.amount?.[0] ?? null) : null;
      if (refused) setServerAmountError(refused);
      else setFailure(describeFailure(t, error, 'payments.fund.failed').text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <WidgetRoot className={rootClass} {...region}>
      {heading}
      {done ? (
        <div ref={doneRef} tabIndex={-1} className="bk-money__outcome">
          <Banner tone="success" live="status" title={t('payments.withdraw.success')} action={doneAction}>
            {t('money.withdraw.pending', {
              amount: format.money(done.amount, done.currency, { floor: false }),
            })}
          </Banner>
        </div>
      ) : null}
      {!bank && accessBlock && block ? (
        // Spec: 001 §6 — nothing to set up for a user who cannot withdraw: say why
        <Banner tone="info">{format.message(block)}</Banner>
      ) : !bank ? (
        <ConnectBankAccountPrompt currency={currency} />
      ) : (
        <form
          {...partOf(moneyAnatomy, 'form')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {failure ? (
            <Banner tone="danger" live="alert">
              {failure}
            </Banner>
          ) : null}
          <Field id={accountId} label={t('money.withdraw.account')}>
            {(control) => (
              <select
                {...control}
                {...partOf(uiAnatomy, 'input')}
                value={account?.id ?? ''}
                onChange={(event) => setChosen(Number(event.target.value))}
              >
                {accounts.map((a) => (
                  <option key={a.id} value={a.id}>
                    {t('money.withdraw.accountOption', {
                      account: t(accountTitleId(a)),
                      reference: a.reference,
                      amount: format.money(balanceIn(a, currency), currency, { floor: false }),
                    })}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <MoneyAmountField
            id={amountId}
            label={t('money.withdraw.amount')}
            error={amountError}
            placeholder={t('payments.withdraw.placeholder')}
            value={amount}
            onChange={(text) => {
              setAmount(sanitiseAmountKeystroke(text));
              setServerAmountError(null);
            }}
          />
          <section aria-labelledby={`${ids}-to`}>
            <Subtitle id={`${ids}-to`} className="bk-money__lead">
              {t('money.withdraw.to')}
            </Subtitle>
            {linked ? (
              <p>{t('money.withdraw.linked', { accountNumber: bank.account_number })}</p>
            ) : (
              <>
                <ul className="bk-money__figures">
                  <li>{t('money.withdraw.accountNumber', { value: bank.account_number })}</li>
                  <li>{t('money.withdraw.sortCode', { value: formatSortCode(bank.sort_code) })}</li>
                </ul>
                <NavLink to={{ to: 'bank-account', currency }}>{t('money.withdraw.change')}</NavLink>
              </>
            )}
          </section>
          <div {...partOf(moneyAnatomy, 'actions')}>
            <Button
              type="submit"
              variant="primary"
              disabled={busy || !!accessBlock}
              aria-describedby={accessBlock ? reasonId : undefined}
            >
              {t('money.withdraw.submit')}
            </Button>
            <ActionReason id={reasonId} reason={accessBlock ? format.message(block) : null} />
          </div>
        </form>
      )}
    </WidgetRoot>
  );
}
