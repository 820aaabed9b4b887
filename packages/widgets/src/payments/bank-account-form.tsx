import {
  ApiError,
  type BankDetailsForm,
  bankDetailsErrors,
  type CurrencyCode,
  formatSortCode,
  getRegisteredAccount,
  hasRegisteredAccount,
  linkedBankAccount,
  moneyPagesMessages,
  newIdempotencyKey,
  paymentsMessages,
  type RegisteredAccount,
  registerMessages,
  setRegisteredAccount,
} from '@bondkit/sdk-core';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useBondkit, useClient } from '../provider/context';
import { useStyles } from '../provider/use-styles';
import { WidgetRoot } from '../provider/widget-root';
import { moneyAnatomy, moneyCss } from '../shared/money-styles';
import { moneyTitle } from '../shared/money-title';
import { useFocusOn } from '../shared/use-focus-on';
import { useLoad } from '../shared/use-load';
import { partOf, uiAnatomy } from '../ui/anatomy';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { ErrorSummary } from '../ui/error-summary';
import { Field } from '../ui/field';

registerMessages(paymentsMessages, moneyPagesMessages);

export interface BankAccountFormProps {
  /** the currency whose registered bank account is set */
  currency: CurrencyCode;
  /** called once the bank account is saved */
  onSaved?: (account: RegisteredAccount) => void;
  /** shown once the bank account is saved: the way on (e.g. a link back to the withdrawal) */
  doneAction?: ReactNode;
  /** leave out the title (the page shows it as its own heading); the widget's region keeps it as its name */
  hideHeading?: boolean;
  className?: string;
}

const FIELDS = [
  ['account_name', 'money.bank.accountName', 'name'],
  ['account_number', 'money.bank.accountNumber', 'off'],
  ['sort_code', 'money.bank.sortCode', 'off'],
] as const;

type FieldName = keyof BankDetailsForm;

// Spec: 000 §5 (bank details per currency), §8; 001 §2 'Configure bank account form', §8 'Bank account save'
/**
 * Registers the bank account of a currency: the account name, then a UK account number and sort code or an IBAN
 * and SWIFT/BIC — checked with sdk-core's bank rules before sending; the server's field errors are shown beside
 * the fields, any other failure as 'Something went wrong'. Nothing typed is lost on a failure. Saved, focus moves to
 * what it says and `doneAction`. The partner's linked account (sdk-core's `linkedBankAccount`) is shown, not
 * asked for: only the bank changes it. Needs a
 * {@link BondkitProvider} above it.
 */
export function BankAccountForm({
  currency,
  onSaved,
  doneAction,
  hideHeading,
  className,
}: BankAccountFormProps) {
  useStyles('bk-money', moneyCss);
  const client = useClient();
  const { t, user } = useBondkit();
  const ids = useId();
  const [form, setForm] = useState<BankDetailsForm>({ account_name: '', account_number: '', sort_code: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<'invalid' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<RegisteredAccount | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = useRef<string | null>(null);
  const savedRef = useRef<HTMLDivElement>(null);
  // saved: focus goes to what it says and the way on (the form stays, but the user is done with it)
  useFocusOn(savedRef, saved);
  // the account registered now, shown above the form (nothing when there is none or it fails to load)
  const current = useLoad(
    async (signal) =>
      (await hasRegisteredAccount(client, currency, { signal }))
        ? await getRegisteredAccount(client, currency, { signal })
        : null,
    [client, currency],
  );
  const registered = saved ?? (current.status === 'loaded' ? current.value : null);
  const titleId = `${ids}-title`;
  const idOf = (field: FieldName) => `${ids}-${field}`;

  const submit = async () => {
    const local = bankDetailsErrors(currency, form);
    const found = Object.entries(local).map(([field, id]) => [field, t(id)]);
    setSaved(null);
    if (found.length > 0) {
      setErrors(Object.fromEntries(found));
      setFailure(null);
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    setErrors({});
    setFailure(null);
    key.current ??= newIdempotencyKey();
    try {
      const account = await setRegisteredAccount(
        client,
        { currency, ...form },
        { idempotencyKey: key.current },
      );
      key.current = null;
      setSaved(account);
      onSaved?.(account);
    } catch (error) {
      const server: Partial<Record<FieldName, string>> = {};
      if (error instanceof ApiError) {
        for (const [field] of FIELDS) {
          const first = error.fieldErrors[field]?.[0];
          if (first) server[field] = first;
        }
      }
      setErrors(server);
      setFailure(Object.keys(server).length > 0 ? 'invalid' : 'failed');
      setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  const summary = FIELDS.flatMap(([field]) =>
    errors[field] ? [{ text: errors[field] as string, fieldId: idOf(field) }] : [],
  );

  const { heading, region } = moneyTitle(t('money.bank.title', { currency }), titleId, hideHeading);
  const rootClass = className ? `bk-money ${className}` : 'bk-money';
  const linked = linkedBankAccount(user, currency);
  if (linked) {
    // the partner's linked account: the bank keeps it, so there is nothing to fill in
    return (
      <WidgetRoot className={rootClass} {...region}>
        {heading}
        <Banner
          tone="info"
          title={t('money.withdraw.linked', { accountNumber: linked.masked_account_num })}
          action={doneAction}
        />
      </WidgetRoot>
    );
  }
  return (
    <WidgetRoot className={rootClass} {...region}>
      {heading}
      {saved ? (
        <div ref={savedRef} tabIndex={-1} className="bk-money__outcome">
          <Banner tone="success" live="status" title={t('payments.bank.saved')} action={doneAction} />
        </div>
      ) : null}
      {failure === 'failed' ? (
        <Banner tone="danger" live="alert" title={t('payments.bank.saveFailedTitle')}>
          {t('payments.bank.saveFailedText')}
        </Banner>
      ) : null}
      {failure === 'invalid' ? (
        <Banner tone="danger" title={t('payments.bank.invalidTitle')}>
          {t('payments.bank.invalidText')}
        </Banner>
      ) : null}
      {registered ? (
        <p className="bk-money__lead">
          {t('money.bank.current', {
            accountNumber: registered.account_number,
            sortCode: formatSortCode(registered.sort_code),
          })}
        </p>
      ) : null}
      {summary.length > 0 ? (
        <ErrorSummary key={attempt} title={t('money.bank.errorsTitle')} errors={summary} />
      ) : null}
      <form
        {...partOf(moneyAnatomy, 'form')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void submit();
        }}
      >
        {FIELDS.map(([field, label, autoComplete]) => (
          <Field key={field} id={idOf(field)} label={t(label)} error={errors[field]}>
            {(control) => (
              <input
                {...control}
                {...partOf(uiAnatomy, 'input')}
                type="text"
                autoComplete={autoComplete}
                spellCheck={false}
                value={form[field]}
                onChange={(event) => {
                  const value = event.target.value;
                  setForm((f) => ({ ...f, [field]: value }));
                }}
              />
            )}
          </Field>
        ))}
        <div {...partOf(moneyAnatomy, 'actions')}>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? t('money.bank.saving') : t('money.bank.save')}
          </Button>
        </div>
      </form>
    </WidgetRoot>
  );
}
