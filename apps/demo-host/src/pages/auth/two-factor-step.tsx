import {
  ApiError,
  authenticatorCodeProblem,
  en,
  formatMessage,
  type TwoFactorChallenge,
} from '@bondkit/sdk-core';
import { ErrorSummary, Field } from '@bondkit/widgets';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { signInWithAuthenticator } from '../../app/auth-flow';
import { hostText } from '../../messages';

/** The pending sign-in the step completes: the challenge's token. */
export type PendingSignIn = TwoFactorChallenge['two_factor'];

interface TwoFactorStepProps {
  pending: PendingSignIn;
  /** the session is open: go where the sign-in was for */
  onSignedIn(): void;
  /** back to the password, with why (the wait expired) or without (another account) */
  onRestart(reason?: string): void;
}

// Spec: 002 §2.7, §4.9, §5.4, §8
/**
 * The sign-in's second step for a customer with an authenticator app: the six-digit code, checked as the
 * platform checks it (`authenticatorCodeProblem`), then sent with the pending sign-in's token. A wrong code
 * keeps what was typed and says so in the spec's words; an expired wait goes back to the password; a block
 * after repeated wrong codes says the spec's 'Your login attempt has been blocked…'.
 */
export function TwoFactorStep({ pending, onSignedIn, onRestart }: TwoFactorStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ field?: string; form?: string }>({});
  const [submitting, setSubmitting] = useState(false);
  const codeId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = authenticatorCodeProblem(code);
    if (problem) {
      setError({ field: formatMessage(en, problem) });
      return;
    }
    setSubmitting(true);
    setError({});
    try {
      await signInWithAuthenticator(pending.token, code.replace(/\s+/g, ''));
      onSignedIn();
    } catch (cause) {
      setSubmitting(false);
      if (cause instanceof ApiError && cause.fieldErrors.token?.[0]) {
        onRestart(cause.fieldErrors.token[0]);
        return;
      }
      const field = cause instanceof ApiError ? cause.fieldErrors.otp_token?.[0] : undefined;
      setError(
        field ? { field } : { form: cause instanceof ApiError ? cause.message : hostText('login.failed') },
      );
    }
  };

  const summary = [
    ...(error.form ? [{ text: error.form }] : []),
    ...(error.field ? [{ text: error.field, fieldId: codeId }] : []),
  ];

  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        {hostText('login.title')}
      </h1>
      <p>{hostText('login.code.intro')}</p>
      <ErrorSummary title={hostText('login.errorSummary')} errors={summary} className="error-summary" />
      <form className="form" noValidate onSubmit={onSubmit}>
        <Field
          id={codeId}
          label={hostText('login.code.label')}
          hint={hostText('login.code.hint')}
          error={error.field}
          className="field"
        >
          {(control) => (
            <input
              {...control}
              name="otp_token"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              required
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? hostText('login.code.submitting') : hostText('login.code.submit')}
        </button>
      </form>
      <p>
        <button type="button" className="button button--link" onClick={() => onRestart()}>
          {hostText('login.code.restart')}
        </button>
      </p>
    </>
  );
}
