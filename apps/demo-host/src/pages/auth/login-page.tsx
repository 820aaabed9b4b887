import { ApiError, isTwoFactorChallenge } from '@bondkit/sdk-core';
import { ErrorSummary, Field } from '@bondkit/widgets';
import { type FormEvent, useId, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { loginAddress, safeNext, signInWith } from '../../app/auth-flow';
import { usePageTitle } from '../../app/page-title';
import { usePersonas } from '../../app/personas';
import { SANDBOX_PASSWORD, useSession } from '../../app/session';
import { hostText } from '../../messages';
import { type PendingSignIn, TwoFactorStep } from './two-factor-step';

type Errors = { form: string[]; email: string[]; password: string[] };
const noErrors: Errors = { form: [], email: [], password: [] };

/**
 * /login — the sign-in form, a link to registration (the demo has none: it leads to `?reason=register`, which
 * says so) and the sandbox's personas, folded away. `?next=` is where to go afterwards. A customer with an
 * authenticator app then enters its code ({@link TwoFactorStep}); the persona switcher sends such a persona
 * here with its pending sign-in in the navigation state (`twoFactor`).
 */
export function LoginPage() {
  const title = hostText('login.title');
  usePageTitle(title);
  const session = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNext(params.get('next'));
  const reason = params.get('reason');
  const { personas } = usePersonas();
  const location = useLocation();
  const [pending, setPending] = useState<PendingSignIn | null>(
    () => (location.state as { twoFactor?: PendingSignIn } | null)?.twoFactor ?? null,
  );

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>(noErrors);
  const [submitting, setSubmitting] = useState(false);
  const emailId = useId();
  const passwordId = useId();
  const hintId = useId();

  if (session.status === 'signed-in' && !submitting) return <Navigate to={next} replace />;
  if (pending) {
    return (
      <div className="page page--narrow">
        <TwoFactorStep
          pending={pending}
          onSignedIn={() => navigate(next, { replace: true })}
          onRestart={(reason) => {
            setPending(null);
            setErrors({ ...noErrors, form: reason ? [reason] : [] });
          }}
        />
      </div>
    );
  }

  async function submit(withEmail: string, withPassword: string) {
    setSubmitting(true);
    setErrors(noErrors);
    try {
      const answer = await signInWith(withEmail, withPassword);
      if (isTwoFactorChallenge(answer)) {
        setPassword('');
        setPending(answer.two_factor);
        setSubmitting(false);
        return;
      }
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
  // each text once, linked to the first field it is about
  const summary = [
    ...errors.form.map((text) => ({ text })),
    ...errors.email.map((text) => ({ text, fieldId: emailId })),
    ...errors.password.map((text) => ({ text, fieldId: passwordId })),
  ].filter((item, index, all) => all.findIndex((other) => other.text === item.text) === index);
  const formError = errors.form.length > 0;

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

      <ErrorSummary title={hostText('login.errorSummary')} errors={summary} className="error-summary" />

      <form className="form" noValidate onSubmit={onSubmit} aria-describedby={hintId}>
        <Field
          id={emailId}
          label={hostText('login.email')}
          error={errors.email.length > 0 ? errors.email.join(' ') : undefined}
          className="field"
        >
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={control['aria-invalid'] || formError || undefined}
            />
          )}
        </Field>
        <Field
          id={passwordId}
          label={hostText('login.password')}
          error={errors.password.length > 0 ? errors.password.join(' ') : undefined}
          className="field"
        >
          {(control) => (
            <input
              {...control}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={control['aria-invalid'] || formError || undefined}
            />
          )}
        </Field>
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? hostText('login.submitting') : hostText('login.submit')}
        </button>
      </form>

      {reason === 'register' ? null : (
        <p className="login-register">
          {hostText('login.registerPrompt')}{' '}
          <Link to={loginAddress(next, 'register')}>{hostText('login.register')}</Link>
        </p>
      )}

      {/* the sandbox's personas: secondary to the form, open when registration sent the visitor here */}
      <details className="persona-hint" open={reason === 'register'}>
        <summary>{hostText('login.personas')}</summary>
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
      </details>
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
