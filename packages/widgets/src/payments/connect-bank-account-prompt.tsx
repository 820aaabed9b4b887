import { type CurrencyCode, moneyPagesMessages, paymentsMessages, registerMessages } from '@bondkit/sdk-core';
import { useBondkit } from '../provider/context';
import { NavLink } from '../provider/nav-link';
import { useStyles } from '../provider/use-styles';
import { moneyCss } from '../shared/money-styles';
import { partOf, uiAnatomy } from '../ui/anatomy';
import { Banner } from '../ui/banner';

registerMessages(paymentsMessages, moneyPagesMessages);

export interface ConnectBankAccountPromptProps {
  /** the currency with no registered bank account */
  currency: CurrencyCode;
  className?: string;
}

// Spec: 001 §2 'Withdraw page' (the 'Connect Bank Account' prompt)
/**
 * Asks the user to connect a bank account in a currency before moving money ('Connect Bank Account'; the
 * partner's 'Link Bank Account'), linking to the bank account form (the `bank-account` navigation target).
 */
export function ConnectBankAccountPrompt({ currency, className }: ConnectBankAccountPromptProps) {
  useStyles('bk-money', moneyCss);
  const { t } = useBondkit();
  return (
    <Banner
      tone="info"
      className={className ? `bk-money-prompt ${className}` : 'bk-money-prompt'}
      title={t('payments.bank.connectPrompt')}
      action={
        <NavLink to={{ to: 'bank-account', currency }} {...partOf(uiAnatomy, 'button', 'bk-button--primary')}>
          {t('payments.bank.connectPrompt')}
        </NavLink>
      }
    >
      {t('money.bank.promptText', { currency })}
    </Banner>
  );
}
