import {
  accountsMessages,
  cashOutDynamicBond,
  cashOutFigures,
  type DynamicBond,
  registerMessages,
  type SmartInterestFailure,
  smartInterestMessages,
  toSmartInterestFailure,
} from '@bondkit/sdk-core';
import { useState } from 'react';
import { useBondkit, useClient } from '../provider/context';
import { useFormat } from '../shared/format';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

// the catalogue domains this widget shows (a bundle carries only the texts of registered domains)
registerMessages(smartInterestMessages, accountsMessages);

export interface CashOutDialogProps {
  holding: DynamicBond;
  onClose: () => void;
  /** the cash-out was requested (reload the list) */
  onDone: () => void;
}

// Spec: 000 §4, §9
/**
 * The cash-out confirmation: what was invested, the interest earned and already paid, the sale fee,
 * the interest given up and the sale amount (principal + sale interest − interest paid − fee); confirming posts
 * the holding's sell URL. A refusal shows the server's words (else 'Server error') in a danger box.
 */
export function CashOutDialog({ holding, onClose, onDone }: CashOutDialogProps) {
  const client = useClient();
  const { t } = useBondkit();
  const format = useFormat();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<SmartInterestFailure | null>(null);
  const figures = cashOutFigures(holding);
  const rows: [string, string][] = [
    [t('smartInterest.cashOut.principal'), figures.principal],
    [t('smartInterest.cashOut.saleInterest'), figures.saleInterest],
    [t('smartInterest.cashOut.interestPaid'), figures.interestPaid],
    [t('smartInterest.cashOut.saleFee'), figures.saleFee],
    [t('smartInterest.cashOut.forfeitedInterest'), figures.forfeitedInterest],
    [t('smartInterest.cashOut.saleAmount'), figures.saleAmount],
  ];

  const confirm = async () => {
    setSending(true);
    setError(null);
    try {
      await cashOutDynamicBond(client, holding, { fallbackMessage: t('smartInterest.order.serverError') });
      onDone();
    } catch (cause) {
      setError(toSmartInterestFailure(cause));
      setSending(false);
    }
  };

  return (
    <Dialog
      open
      onClose={() => {
        if (!sending) onClose();
      }}
      title={t('smartInterest.cashOut.title', { holding: holding.holding_name })}
      footer={
        <>
          <Button onClick={onClose} disabled={sending}>
            {t('smartInterest.confirm.cancel')}
          </Button>
          <Button variant="primary" onClick={() => void confirm()} disabled={sending}>
            {sending ? t('smartInterest.cashOut.sending') : t('smartInterest.cashOut.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('smartInterest.cashOut.intro')}</p>
      <dl className="bk-si__figures">
        {rows.map(([label, value]) => (
          <div key={label} className="bk-si__figure">
            <dt>{label}</dt>
            <dd>{format.money(value, holding.currency, { floor: false })}</dd>
          </div>
        ))}
      </dl>
      {error ? (
        <Banner tone="danger" live="alert">
          {error.kind === 'server' ? error.text : format.message(error.message)}
        </Banner>
      ) : null}
    </Dialog>
  );
}
