import { ApiError } from '@bondkit/sdk-core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { safeNext, signInWith } from '../../app/auth-flow';
import { usePageTitle } from '../../app/page-title';
import { usePersonas } from '../../app/personas';
import { SANDBOX_PASSWORD, useSession } from '../../app/session';
import { hostText } from '../../messages';

type Errors = { form: string[]; email: string[]; password: string[] };
const noErrors: Errors = { form: [], email: [], password: [] };

/** /login — the sign-in form. `?next=` is where to go afterwards; `?reason=register` explains registration. */
export function LoginPage() {
  const title = hostText('login.title');
  usePageTitle(title);
  const session = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNext(params.get('next'));
  const reason = params.get('reason');
  const { personas } = usePersonas();

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>(noErrors);
  const [submitting, setSubmitting] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const emailId = useId();
  const passwordId = useId();
  const emailErrorId = useId();
  const passwordErrorId = useId();
  const hintId = useId();

  const hasErrors = errors.form.length + errors.email.length + errors.password.length > 0;
  useEffect(() => {
    if (hasErrors) summaryRef.current?.focus();
  }, [hasErrors]);

  if (session.status === 'signed-in' && !submitting) return <Navigate to={next} replace />;

  async function submit(withEmail: string, withPassword: string) {
    setSubmitting(true);
    setErrors(noErrors);
    try {
      await signInWith(withEmail, withPassword);
      navigate(next, { replace: true });
    } catch (cause) {
      setErrors(toErrors(cause));
      setSubmitting(false);
    }
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const required = hostText('login.required');
    const local: Errors = {
      form: [],
      email: email.trim() ? [] : [required],
      password: password ? [] : [required],
    };
    if (local.email.length + local.password.length > 0) {
      setErrors(local);
      return;
    }
    await submit(email.trim(), password);
  };

  const example = personas[0]?.email;
  const allErrors = [...errors.form, ...errors.email, ...errors.password];

  return (
    <div className="page page--narrow">
      <h1>{title}</h1>
      {reason === 'register' ? (
        <p className="note" role="note">
          {hostText('login.registerNote')}
        </p>
      ) : params.has('next') ? (
        <p className="note">{hostText('login.continueNote')}</p>
      ) : null}

      {hasErrors ? (
        <div ref={summaryRef} tabIndex={-1} role="alert" className="error-summary">
          <h2>{hostText('login.errorSummary')}</h2>
          <ul>
            {[...new Set(allErrors)].map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <form className="form" noValidate onSubmit={onSubmit} aria-describedby={hintId}>
        <div className="field">
          <label htmlFor={emailId}>{hostText('login.email')}</label>
          <input
            id={emailId}
            name="email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={errors.email.length > 0 || errors.form.length > 0 || undefined}
            aria-describedby={errors.email.length > 0 ? emailErrorId : undefined}
          />
          {errors.email.length > 0 ? (
            <p id={emailErrorId} className="field__error">
              {errors.email.join(' ')}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={passwordId}>{hostText('login.password')}</label>
          <input
            id={passwordId}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={errors.password.length > 0 || errors.form.length > 0 || undefined}
            aria-describedby={errors.password.length > 0 ? passwordErrorId : undefined}
          />
          {errors.password.length > 0 ? (
            <p id={passwordErrorId} className="field__error">
              {errors.password.join(' ')}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? hostText('login.submitting') : hostText('login.submit')}
        </button>
      </form>

      <section className="persona-hint" aria-labelledby={`${hintId}-title`}>
        <h2 id={`${hintId}-title`}>{hostText('login.personas')}</h2>
        <p id={hintId}>
          {hostText('login.personaHint', { password: SANDBOX_PASSWORD })}{' '}
          {example ? hostText('login.personaExample', { email: example }) : null}
        </p>
        {personas.length > 0 ? (
          <ul className="persona-list">
            {personas.map((persona) => (
              <li key={persona.key}>
                <button
                  type="button"
                  className="button button--link"
                  disabled={submitting}
                  onClick={() => void submit(persona.email, SANDBOX_PASSWORD)}
                  aria-label={hostText('login.personaButton', { persona: persona.label })}
                >
                  {persona.label}
                </button>{' '}
                <span className="persona-list__email">{persona.email}</span>
                <span className="persona-list__description"> — {persona.description}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}

function toErrors(cause: unknown): Errors {
  if (cause instanceof ApiError) {
    const email = cause.fieldErrors.email ?? [];
    const password = cause.fieldErrors.password ?? [];
    const form = cause.nonFieldErrors.length > 0 ? cause.nonFieldErrors : [];
    if (form.length + email.length + password.length === 0)
      form.push(cause.message || hostText('login.failed'));
    return { form, email, password };
  }
  return { ...noErrors, form: [hostText('login.failed')] };
}
