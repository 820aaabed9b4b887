import {
  ApiError,
  DEFAULT_PHONE_COUNTRY,
  type DownloadedGuide,
  downloadGuide,
  emptyGuideForm,
  type GuideFormField,
  type GuideFormValues,
  type GuideType,
  guideFormFields,
  isPhoneCountry,
  isPhoneMetadataLoaded,
  isRegisteredMessageId,
  leadsMessages,
  loadPhoneMetadata,
  type PhoneCountry,
  phoneCountries,
  registerMessages,
  requestGuide,
  validateGuideForm,
} from '@bondkit/sdk-core';
import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type Translate, useBondkit, useClient } from '../provider/context';
import { useStyles } from '../provider/use-styles';
import { WidgetRoot } from '../provider/widget-root';
import { guideFormCss } from '../shared/lead-styles';
import { useRefreshChannel } from '../shared/refresh';
import { partOf, uiAnatomy } from '../ui/anatomy';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { choiceStyles } from '../ui/choice-styles';
import { saveFile } from '../ui/download';
import { ErrorSummary } from '../ui/error-summary';
import { Field } from '../ui/field';
import { useUiStyles } from '../ui/use-ui-styles';
import { guideFormAnatomy } from './anatomy';

// the catalogue domains this widget shows (a bundle carries only the texts of registered domains)
registerMessages(leadsMessages);

export interface GuideFormProps {
  // Spec: 000 §1
  /** which guide the form downloads (the investor guide or the second guide) */
  guide: GuideType;
  // Spec: 000 §9
  /** the phone number's default country (GB) */
  defaultCountry?: PhoneCountry;
  /** called after the guide has been handed to the browser */
  onGuideDownloaded?: (file: DownloadedGuide) => void;
  /** leave out the title and introduction (the registration modal shows its own) */
  hideHeading?: boolean;
  className?: string;
}

type Status = 'idle' | 'submitting' | 'success' | 'failed';
type Errors = Partial<Record<GuideFormField, string>>;

const TEXT_FIELDS = ['email', 'first_name', 'last_name', 'contact_number'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/**
 * The countries of the phone input, by name in the locale ('United Kingdom (+44)'). Until the phone metadata
 * is loaded (`ready`), only the chosen country, by name.
 */
function useCountryOptions(
  locale: string,
  format: (country: string, code: string) => string,
  ready: boolean,
  current: PhoneCountry,
) {
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      return null;
    }
  }, [locale]);
  const all = useMemo(() => {
    if (!ready) return null;
    return phoneCountries()
      .map(({ country, callingCode }) => {
        const name = names?.of(country) ?? country;
        return { country, name, label: format(name, callingCode) };
      })
      .sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [ready, names, locale, format]);
  if (all) return all;
  const name = names?.of(current) ?? current;
  return [{ country: current, name, label: name }];
}

// Spec: 000 §2, §3, §5, §7, §8
/**
 * The lead-capture form of a guide: email, first name, last name, contact number (with
 * its country, GB by default; changing the country clears the number) and whether to receive the newsletter —
 * all required, each with its inline error. Submitting sends the guide request, follows the answer's key to the
 * guide's PDF and hands it to the browser: 'Download successful.', or 'Error downloading. Please contact support
 * if the issue continues.' Validation is sdk-core's `validateGuideForm` (zod). Needs a {@link BondkitProvider}.
 */
export function GuideForm({
  guide,
  defaultCountry = DEFAULT_PHONE_COUNTRY,
  onGuideDownloaded,
  hideHeading = false,
  className,
}: GuideFormProps) {
  useStyles('bk-guide-form', guideFormCss);
  useUiStyles(choiceStyles);
  const client = useClient();
  const { t, locale } = useBondkit();
  const refresh = useRefreshChannel();
  const ids = useId();
  const idOf = (field: string) => `${ids}-${field}`;
  const [values, setValues] = useState<GuideFormValues>({ ...emptyGuideForm });
  // the latest values, also between events that arrive before a re-render (preact batches renders)
  const latest = useRef(values);
  const [country, setCountry] = useState<PhoneCountry>(defaultCountry);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const refs = useRef<Partial<Record<GuideFormField, HTMLInputElement | null>>>({});
  const countryFormat = useMemo(
    () => (name: string, code: string) => t('leads.form.countryOption', { country: name, code }),
    [t],
  );
  // the phone metadata (countries, number rules) loads when the visitor gets to the form, at the latest on submit
  const [phoneReady, setPhoneReady] = useState(isPhoneMetadataLoaded);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const loadPhone = useCallback(async () => {
    await loadPhoneMetadata();
    if (live.current) setPhoneReady(true);
  }, []);
  // …and as soon as the form comes near the viewport, so the countries are there when the visitor gets to them
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (phoneReady || !form || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void loadPhone().catch(() => undefined);
      },
      { rootMargin: '200px' },
    );
    observer.observe(form);
    return () => observer.disconnect();
  }, [phoneReady, loadPhone]);
  // a default country the phone rules do not know falls back to GB
  useEffect(() => {
    if (phoneReady && !isPhoneCountry(country)) setCountry(DEFAULT_PHONE_COUNTRY);
  }, [phoneReady, country]);
  const countries = useCountryOptions(locale, countryFormat, phoneReady, country);

  const validate = (next: GuideFormValues, nextCountry: PhoneCountry): Errors => {
    const result = validateGuideForm(next, { defaultCountry: nextCountry });
    if (result.ok) return {};
    const texts: Errors = {};
    for (const [field, id] of Object.entries(result.errors)) texts[field as GuideFormField] = t(id);
    return texts;
  };

  /** After the first submit the errors follow every change. */
  const update = (patch: Partial<GuideFormValues>, nextCountry = country) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setValues(next);
    if (status === 'success' || status === 'failed') setStatus('idle');
    if (submitted) setErrors(validate(next, nextCountry));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'submitting') return;
    try {
      await loadPhone();
    } catch {
      setStatus('failed');
      return;
    }
    setSubmitted(true);
    const current = latest.current;
    const result = validateGuideForm(current, { defaultCountry: country });
    if (!result.ok) {
      const texts = validate(current, country);
      setErrors(texts);
      setStatus('idle');
      const first = guideFormFields.find((field) => texts[field] !== undefined);
      if (first) refs.current[first]?.focus();
      return;
    }
    setErrors({});
    setStatus('submitting');
    try {
      const { key } = await requestGuide(client, guide, result.data, {
        fallbackMessage: t('leads.download.failed'),
      });
      const file = await downloadGuide(client, key, { fallbackMessage: t('leads.download.failed') });
      saveFile(file.blob, file.fileName);
      setStatus('success');
      refresh.invalidate(['leads']);
      onGuideDownloaded?.(file);
    } catch (cause) {
      const serverErrors = cause instanceof ApiError ? fieldErrorsOf(cause, t) : {};
      if (Object.keys(serverErrors).length > 0) {
        setErrors(serverErrors);
        setStatus('idle');
        const first = guideFormFields.find((field) => serverErrors[field] !== undefined);
        if (first) refs.current[first]?.focus();
      } else {
        setStatus('failed');
      }
    }
  };

  const labels: Record<TextField, string> = {
    email: t('leads.form.email'),
    first_name: t('leads.form.firstName'),
    last_name: t('leads.form.lastName'),
    contact_number: t('leads.form.contactNumber'),
  };
  const autoComplete: Record<TextField, string> = {
    email: 'email',
    first_name: 'given-name',
    last_name: 'family-name',
    contact_number: 'tel-national',
  };
  const types: Record<TextField, string> = {
    email: 'email',
    first_name: 'text',
    last_name: 'text',
    contact_number: 'tel',
  };
  const titleId = idOf('title');

  const textField = (field: TextField) => (
    <Field key={field} id={idOf(field)} label={labels[field]} error={errors[field]} parts>
      {(control) => (
        <input
          {...control}
          ref={(element) => {
            refs.current[field] = element;
          }}
          {...partOf(uiAnatomy, 'input', 'bk-guide__input')}
          type={types[field]}
          name={field}
          autoComplete={autoComplete[field]}
          required
          value={values[field]}
          onChange={(event) => update({ [field]: event.target.value })}
        />
      )}
    </Field>
  );

  const newsletterError = errors.receive_newsletter;

  return (
    <WidgetRoot
      className={className ? `bk-guide ${className}` : 'bk-guide'}
      {...(hideHeading ? {} : { role: 'region', 'aria-labelledby': titleId })}
    >
      {hideHeading ? null : (
        <>
          <h2 id={titleId} {...partOf(guideFormAnatomy, 'title')}>
            {t(`leads.guide.${guide}.title`)}
          </h2>
          <p className="bk-guide__intro">{t(`leads.guide.${guide}.intro`)}</p>
        </>
      )}
      <form
        {...partOf(guideFormAnatomy, 'form')}
        noValidate
        onSubmit={(event) => void submit(event)}
        ref={formRef}
        onFocus={() => void loadPhone().catch(() => undefined)}
        onPointerOver={() => void loadPhone().catch(() => undefined)}
      >
        <ErrorSummary
          title={t('leads.form.errorSummary')}
          errors={guideFormFields.flatMap((field) => {
            const text = errors[field];
            return text ? [{ text, fieldId: idOf(field) }] : [];
          })}
          focus={false}
        />
        {textField('email')}
        <div className="bk-guide__row">
          {textField('first_name')}
          {textField('last_name')}
        </div>
        <div className="bk-guide__row bk-guide__row--phone">
          <Field id={idOf('country')} label={t('leads.form.country')} parts>
            {(control) => (
              <select
                {...control}
                {...partOf(uiAnatomy, 'input', 'bk-guide__select')}
                autoComplete="tel-country-code"
                value={country}
                onChange={(event) => {
                  const next = event.target.value as PhoneCountry;
                  setCountry(next);
                  // 000 §5: changing the country resets the number
                  update({ contact_number: '' }, next);
                }}
              >
                {countries.map((option) => (
                  <option key={option.country} value={option.country}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {textField('contact_number')}
        </div>
        <fieldset
          className="bk-fieldset"
          aria-describedby={newsletterError ? idOf('receive_newsletter-error') : undefined}
        >
          <legend>{t('leads.form.newsletter')}</legend>
          <div className="bk-guide__choices">
            {([true, false] as const).map((answer) => (
              <label key={String(answer)} className="bk-choice">
                <input
                  id={answer ? idOf('receive_newsletter') : undefined}
                  ref={
                    answer
                      ? (element) => {
                          refs.current.receive_newsletter = element;
                        }
                      : undefined
                  }
                  type="radio"
                  name={idOf('receive_newsletter')}
                  checked={values.receive_newsletter === answer}
                  aria-invalid={newsletterError ? true : undefined}
                  onChange={() => update({ receive_newsletter: answer })}
                />
                <span>{t(answer ? 'common.yes' : 'common.no')}</span>
              </label>
            ))}
          </div>
          {newsletterError ? (
            <p id={idOf('receive_newsletter-error')} {...partOf(guideFormAnatomy, 'error')}>
              {newsletterError}
            </p>
          ) : null}
        </fieldset>
        <div {...partOf(guideFormAnatomy, 'actions')}>
          <Button type="submit" variant="primary" disabled={status === 'submitting'}>
            {status === 'submitting' ? t('leads.form.submitting') : t('leads.form.submit')}
          </Button>
        </div>
        {status === 'success' ? (
          <Banner tone="success" live="status">
            {t('leads.download.success')}
          </Banner>
        ) : null}
        {status === 'failed' ? (
          <Banner tone="danger" live="alert">
            {t('leads.download.failed')}
          </Banner>
        ) : null}
      </form>
    </WidgetRoot>
  );
}

/** The server's field errors (400) for the form's fields: its first text per field (catalogue ids translated). */
function fieldErrorsOf(error: ApiError, t: Translate): Errors {
  const errors: Errors = {};
  for (const field of guideFormFields) {
    const first = error.fieldErrors[field]?.[0];
    if (!first) continue;
    errors[field] = isRegisteredMessageId(first) ? t(first) : first;
  }
  return errors;
}
