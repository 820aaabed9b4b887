import {
  DOCUMENT_CHECKBOXES,
  isTransientStatus,
  partnerTermsMessageId,
  productDisplayName,
  registerMessages,
  type TradeAgreement,
  type TradeAgreementFlag,
  type TradeDocumentKind,
  type TradeMachineState,
  tradeAgreementAddress,
  tradePartsMessages,
  tradeReviewMessages,
} from '@bondkit/sdk-core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useBondkit } from '../provider/context';
import { useStyles } from '../provider/use-styles';
import { useAssetUrl } from '../shared/asset-url';
import { useFormat } from '../shared/format';
import { ActionReason } from '../ui/action-reason';
import { partOf, uiAnatomy } from '../ui/anatomy';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/choice';
import { choiceStyles } from '../ui/choice-styles';
import { Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { useOnDemand } from '../ui/on-demand';
import { useUiStyles } from '../ui/use-ui-styles';
import { tradeTicketAnatomy } from './anatomy';
import { packageFigures, rfqFigures } from './firm-figures';
import { quoteFiguresPart } from './parts';
import type { FigureSet, quoteFigures } from './quote-figures';
import { tradeTicketReviewCss } from './review-styles';
import type { StepProps } from './ticket-steps';

// the catalogue domains this step shows beyond the ticket's (a bundle carries only the texts of registered domains)
// the limit order's expiry texts with the review's
registerMessages(tradeReviewMessages, tradePartsMessages);

/** The figures the confirm step shows: the firm RFQ quote or package when there is one, else the quote. */
function confirmFigures(
  s: TradeMachineState,
  productOf: StepProps['productOf'],
  figuresOf: typeof quoteFigures,
): FigureSet | null {
  const target = s.confirmTarget;
  if (target?.kind === 'rfq') {
    const quote = target.rfq.quotes.find((q) => q.quote_reference === target.quoteReference);
    if (quote) return rfqFigures(quote, target.rfq.quote_type, s.product, target.rfq.notional_currency);
  }
  if (target?.kind === 'package') return packageFigures(target.package, productOf);
  return s.quote.value ? figuresOf(s.quote.value, productOf) : null;
}

// Spec: 002 §2.4, §4.4, §5.2
/**
 * CONFIRM: the review, then for the standard site the Investor Agreement and the
 * Fractional Bonds Agreement and 'Confirm trade'; for the partner the purchaser's or seller's terms, the
 * document checkboxes (each unlocked once its document was read) and the one-time-code modal.
 */
export function ConfirmStep({ machine, s, headingRef, headingId, productOf }: StepProps) {
  const format = useFormat();
  useStyles('bk-trade-ticket-review', tradeTicketReviewCss);
  const { t } = useBondkit();
  const m = machine.getState();
  const d = s.derived;
  const switching = s.mode === 'switch_trade';
  const account = d.selectedAccount;
  // the figures' code came with the setup step's quote (loaded here too should that have failed)
  const figuresCode = useOnDemand(quoteFiguresPart, true).module;
  const figures = figuresCode ? confirmFigures(s, productOf, figuresCode.quoteFigures) : null;
  const settlement = figures?.settlementDate ?? null;
  const side = switching ? 'switch' : s.tradeType;
  const hintId = useId();
  const hint = d.confirmHint ? format.message(d.confirmHint) : null;

  return (
    <section aria-labelledby={headingId} {...partOf(tradeTicketAnatomy, 'step')}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="bk-ticket__step-title">
        {t('trade.review.title')}
      </h2>
      <div className="bk-ticket__layout">
        <div {...partOf(tradeTicketAnatomy, 'form')}>
          <dl className="bk-ticket__dl bk-ticket__review">
            <dt>{t('trade.review.bond')}</dt>
            <dd>{productDisplayName(s.product)}</dd>
            <dt>{t('trade.review.order')}</dt>
            <dd>
              {t(`trade.review.side.${side}`)} ·{' '}
              {t(`trade.ticket.mode.${s.mode === 'rfq' ? 'basic' : s.mode}`)}
            </dd>
            {account ? (
              <>
                <dt>{t('trade.review.account')}</dt>
                <dd>
                  {account.title} ({account.reference})
                </dd>
              </>
            ) : null}
            <dt>{t('trade.review.amount')}</dt>
            <dd>
              {d.amountValue !== null
                ? format.money(d.amountValue, s.product.currency, { floor: true })
                : s.amount}
            </dd>
            {s.mode === 'limit_order' && s.requestedPrice ? (
              <>
                <dt>{t('trade.review.limitPrice')}</dt>
                <dd>{s.requestedPrice}</dd>
                <dt>{t('trade.review.expiry')}</dt>
                <dd>
                  {s.expiresAt && s.expiryType !== 'good_until_canceled'
                    ? format.dateTime(s.expiresAt)
                    : t(`trade.ticket.expiry.${s.expiryType ?? 'good_until_canceled'}`)}
                </dd>
              </>
            ) : null}
            {switching && s.switchTarget ? (
              <>
                <dt>{t('trade.review.switchTo')}</dt>
                <dd>{productDisplayName(s.switchTarget)}</dd>
              </>
            ) : null}
          </dl>

          {s.mode === 'basic' || switching ? (
            // the heading and the body each a whole sentence: 'Trade will execute immediately' / 'It cannot be
            // cancelled once it is placed. Settlement date: 02 Dec 2026.'
            <Banner tone="info" title={t('trade.banner.executeImmediately')}>
              {t('trade.banner.cannotBeCancelled')}
              {settlement ? ` ${t('trade.banner.settlement', { date: format.date(settlement) })}` : null}
            </Banner>
          ) : null}

          {d.isPartner ? (
            <PartnerAgreements s={s} machine={machine} />
          ) : (
            <StandardAgreements s={s} machine={machine} />
          )}

          {s.error && !s.otp.open ? (
            <Banner
              tone="danger"
              live="alert"
              title={format.message(s.error, s.error.serverMessage)}
              action={
                // a refusal that may pass later (rate limit, outage, no answer): the same confirmation again
                isTransientStatus(s.error.status) ? (
                  <Button variant="secondary" size="sm" disabled={s.busy} onClick={() => void m.confirm()}>
                    {t('common.tryAgain')}
                  </Button>
                ) : undefined
              }
            />
          ) : null}

          <div {...partOf(tradeTicketAnatomy, 'actions')}>
            {d.isPartner ? (
              <Button
                variant="primary"
                disabled={!d.canRequestCode || s.busy}
                aria-describedby={hint ? hintId : undefined}
                onClick={() => void m.openOtp()}
              >
                {t('trade.otp.request')}
              </Button>
            ) : (
              <Button
                variant="primary"
                disabled={!d.canConfirm}
                aria-busy={s.busy || undefined}
                aria-describedby={hint ? hintId : undefined}
                onClick={() => void m.confirm()}
              >
                {t('trade.ticket.confirm')}
              </Button>
            )}
            <ActionReason id={hintId} reason={hint} />
          </div>
        </div>
        <section {...partOf(tradeTicketAnatomy, 'quote')} aria-label={t('trade.quote.title')}>
          <h3>{t('trade.quote.title')}</h3>
          {figures && figuresCode ? <figuresCode.QuoteFigures figures={figures} /> : null}
        </section>
      </div>
      {d.isPartner ? <OtpDialog s={s} machine={machine} /> : null}
    </section>
  );
}

const STANDARD_AGREEMENTS: readonly TradeAgreement[] = ['investorAgreement', 'fractionalBondsAgreement'];

// Spec: 002 §5.2
/** The standard site's agreements: each readable from its link before its box is ticked. */
function StandardAgreements({ s, machine }: Pick<StepProps, 's' | 'machine'>) {
  useUiStyles(choiceStyles);
  const { t } = useBondkit();
  const assetUrl = useAssetUrl();
  const m = machine.getState();
  const name = (agreement: TradeAgreement) => t(`trade.agreement.${agreement}`);
  return (
    <>
      <ul className="bk-ticket__documents">
        {STANDARD_AGREEMENTS.map((agreement) => (
          <li key={agreement}>
            <a href={assetUrl(tradeAgreementAddress(agreement))} target="_blank" rel="noopener">
              {t('trade.review.readAgreement', { document: name(agreement) })}
            </a>
          </li>
        ))}
      </ul>
      <fieldset className="bk-fieldset">
        <legend>{t('trade.review.agreements')}</legend>
        {STANDARD_AGREEMENTS.map((agreement) => (
          <Checkbox
            key={agreement}
            label={t('trade.review.agreeTo', { document: name(agreement) })}
            checked={s.agreements[agreement]}
            onChange={(checked) => m.setAgreement(agreement, checked)}
          />
        ))}
      </fieldset>
    </>
  );
}

function PartnerAgreements({ s, machine }: Pick<StepProps, 's' | 'machine'>) {
  useUiStyles(choiceStyles);
  const { t, user } = useBondkit();
  const m = machine.getState();
  const d = s.derived;
  const [reading, setReading] = useState<TradeDocumentKind | null>(null);
  const documents = d.requiredCheckboxes
    .map((flag) => DOCUMENT_CHECKBOXES[flag])
    .filter((kind): kind is TradeDocumentKind => kind !== undefined);
  const side = s.mode === 'switch_trade' ? 'buy' : s.tradeType;
  const product = s.mode === 'switch_trade' && s.switchTarget ? s.switchTarget : s.product;
  const open = (kind: TradeDocumentKind) => {
    m.openDocument(kind);
    setReading(kind);
  };
  const body = (kind: TradeDocumentKind) =>
    t(`trade.document.body.${kind}`, {
      score: user?.adib_account_link?.suitability_questionnaire_results?.user_score ?? '—',
      minimum: product.adib_details?.risk_category_minimum_score ?? '—',
    });
  const checkboxLabel = (flag: TradeAgreementFlag) => t(`trade.checkbox.${flag}`);

  return (
    <>
      <ul className="bk-ticket__documents">
        {documents.map((kind) => (
          <li key={kind}>
            <Button variant="link" onClick={() => open(kind)}>
              {t('trade.document.read', { document: t(`trade.document.${kind}`) })}
            </Button>
          </li>
        ))}
      </ul>
      <fieldset className="bk-fieldset">
        <legend>{t('trade.review.checkboxes')}</legend>
        {d.requiredCheckboxes.map((flag) => {
          const enabled = d.checkboxEnabled[flag] ?? true;
          return (
            <Checkbox
              key={flag}
              label={checkboxLabel(flag)}
              checked={s.checkboxes[flag] === true}
              disabled={!enabled}
              description={enabled ? undefined : t('trade.document.locked')}
              onChange={(checked) => m.setCheckbox(flag, checked)}
            />
          );
        })}
        <Checkbox
          label={t(partnerTermsMessageId(side))}
          checked={s.termsAccepted}
          onChange={(checked) => m.acceptTerms(checked)}
        />
      </fieldset>
      <Dialog
        open={reading !== null}
        onClose={() => setReading(null)}
        title={reading ? t(`trade.document.${reading}`) : ''}
        footer={
          <Button variant="primary" onClick={() => setReading(null)}>
            {t('common.close')}
          </Button>
        }
      >
        {reading ? <p>{body(reading)}</p> : null}
      </Dialog>
    </>
  );
}

/** The partner's one-time-code modal: opening it sends a code; resend after 60 s; confirm needs the code. */
function OtpDialog({ s, machine }: Pick<StepProps, 's' | 'machine'>) {
  const { t } = useBondkit();
  const format = useFormat();
  const m = machine.getState();
  const d = s.derived;
  const codeId = useId();
  const hintId = useId();
  const codeInput = useRef<HTMLInputElement>(null);
  const codeHintId = useId();
  const codeError = s.otp.codeError;
  // a refused code: back to the field, which says why (GOV.UK: the error beside the field, focus on it)
  useEffect(() => {
    if (codeError) codeInput.current?.focus();
  }, [codeError]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void m.confirm();
  };
  return (
    <Dialog
      open={s.otp.open}
      onClose={() => m.closeOtp()}
      title={t('trade.otp.title')}
      footer={
        <>
          <ActionReason id={codeHintId} reason={d.codeHint ? format.message(d.codeHint) : null} />
          <Button
            variant="primary"
            type="submit"
            form={`${codeId}-form`}
            disabled={!d.canConfirm}
            aria-describedby={d.codeHint ? codeHintId : undefined}
          >
            {t('trade.ticket.confirmPartner')}
          </Button>
        </>
      }
    >
      <form id={`${codeId}-form`} onSubmit={onSubmit} className="bk-ticket__otp">
        <p id={hintId}>{t('trade.otp.intro')}</p>
        <p role="status" className="bk-ticket__hint">
          {s.otp.sending
            ? t('trade.otp.sending')
            : s.step === 'processing'
              ? t('trade.ticket.processing')
              : ''}
        </p>
        <Field
          id={codeId}
          label={t('trade.otp.code')}
          describedBy={hintId}
          error={
            codeError
              ? format.message(
                  codeError,
                  codeError.serverMessage ?? codeError.fieldErrors.verification_code?.[0],
                )
              : undefined
          }
        >
          {(control) => (
            <input
              {...control}
              ref={codeInput}
              {...partOf(uiAnatomy, 'input')}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={s.otp.code}
              onChange={(event) => m.setOtpCode(event.target.value)}
            />
          )}
        </Field>
        {s.otp.resendIn > 0 ? (
          <p className="bk-ticket__hint">{t('trade.otp.resendIn', { seconds: s.otp.resendIn })}</p>
        ) : s.otp.sent || s.otp.error ? (
          <Button variant="link" onClick={() => void m.resendCode()} disabled={s.otp.sending}>
            {t('trade.otp.resend')}
          </Button>
        ) : null}
        {s.otp.error ? (
          <Banner tone="danger" live="alert" title={format.message(s.otp.error, s.otp.error.serverMessage)} />
        ) : null}
        {s.error ? (
          <Banner tone="danger" live="alert" title={format.message(s.error, s.error.serverMessage)} />
        ) : null}
      </form>
    </Dialog>
  );
}
