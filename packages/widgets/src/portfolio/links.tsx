import type { AccountWithSummary, CurrencyCode, SessionUser } from '@bondkit/sdk-core';
import { type ReactNode, useId } from 'react';
import type { Translate } from '../provider/context';
import { NavLink } from '../provider/nav-link';
import type { NavigateTarget, WidgetVariant } from '../provider/types';
import { uiAnatomy } from '../ui/anatomy';
import { Button } from '../ui/button';

/** One of an account's links (Withdraw, Deposit, Robowise, exchange), disabled with its reason where so. */
export interface AccountLink {
  id: 'withdraw' | 'deposit' | 'robowise' | 'fx';
  label: string;
  target: NavigateTarget;
  /** why it is disabled, if it is */
  disabled: string | null;
}

/** What {@link accountLinks} reads. */
export interface AccountLinksInput {
  t: Translate;
  variant: WidgetVariant;
  user: SessionUser | null;
  account: Pick<AccountWithSummary, 'id' | 'account_type'>;
  currency: CurrencyCode;
}

// Spec: 001 §2 'Portfolio (account detail) page' (Withdraw, Deposit, Robowise setup, foreign exchange), §6, §9
/**
 * An account's links in one currency, the one list the portfolio page and the dashboard's accounts show:
 * Withdraw and Deposit, in both variants (disabled for read-only users: Withdraw),
 * Robowise (GBP only, not on an ISA for ISA-restricted users, never for the partner; disabled in the
 * cooling-off period and for read-only users) and currency exchange (GBP and EUR; disabled for read-only
 * users).
 */
export function accountLinks({ t, variant, user, account, currency }: AccountLinksInput): AccountLink[] {
  const readOnly = user?.is_read_only ?? false;
  const coolingOff = user?.is_in_cooling_off_period ?? false;
  const isIfisa = account.account_type === 'ifisa';
  const ids = { investmentAccountId: account.id, currency };
  const links: AccountLink[] = [];
  // Spec: 001 §2 'Withdraw page', 'Funding flow' (the partner's customers too: to and from the linked bank account)
  links.push(
    {
      id: 'withdraw',
      label: t('portfolio.page.withdraw'),
      target: { to: 'payments', action: 'withdraw', ...ids },
      disabled: readOnly ? t('portfolio.page.disabledReadOnly') : null,
    },
    {
      id: 'deposit',
      label: t('portfolio.page.deposit'),
      target: { to: 'payments', action: 'fund', ...ids },
      disabled: null,
    },
  );
  // Spec: 001 §6 — Robowise is GBP only, not on an ISA for ISA-restricted users, never for the partner;
  // disabled in the cooling-off period and for read-only users
  if (variant !== 'sukuk' && currency === 'GBP' && !(isIfisa && user?.isa_restricted)) {
    links.push({
      id: 'robowise',
      label: t('portfolio.page.robowise'),
      target: { to: 'robowise-setup', ...ids },
      disabled: readOnly
        ? t('portfolio.page.disabledReadOnly')
        : coolingOff
          ? t('portfolio.page.disabledCoolingOff')
          : null,
    });
  }
  // Spec: 001 §1 — currency exchange is between GBP and EUR (the partner has no EUR)
  if (variant !== 'sukuk' && (currency === 'GBP' || currency === 'EUR')) {
    links.push({
      id: 'fx',
      label: t('portfolio.page.fx'),
      target: { to: 'fx', ...ids },
      disabled: readOnly ? t('portfolio.page.disabledReadOnly') : null,
    });
  }
  return links;
}

/** A link of {@link AccountLinkList}: an {@link AccountLink}, with an accessible name of its own if given. */
export interface ShownAccountLink extends AccountLink {
  /** the link's accessible name when its label alone is not enough (several accounts on one page) */
  name?: string;
}

/** The props of {@link AccountLinkList}. */
export interface AccountLinkListProps {
  /** the navigation's accessible name */
  label: string;
  links: readonly ShownAccountLink[];
  /** the list's part (class and part name) */
  part: { className: string; part: string };
  /** an item before the links (the dashboard's 'View portfolio') */
  lead?: ReactNode;
}

/**
 * An account's links as a list: a disabled link is a disabled button described by its reason, the reasons
 * (each once) under the list.
 */
export function AccountLinkList({ label, links, part, lead }: AccountLinkListProps) {
  const reasonId = useId();
  const reasons = [...new Set(links.flatMap((l) => (l.disabled ? [l.disabled] : [])))];
  if (links.length === 0 && !lead) return null;
  return (
    <nav aria-label={label}>
      <ul {...part}>
        {lead ? <li>{lead}</li> : null}
        {links.map((link) => (
          <li key={link.id}>
            {link.disabled ? (
              <Button size="md" disabled aria-label={link.name} aria-describedby={reasonId}>
                {link.label}
              </Button>
            ) : (
              <NavLink
                to={link.target}
                aria-label={link.name}
                className={`${uiAnatomy.button} bk-button--secondary`}
              >
                {link.label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
      {reasons.length > 0 ? (
        <p id={reasonId} className="bk-portfolio__muted">
          {reasons.join(' · ')}
        </p>
      ) : null}
    </nav>
  );
}
