import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ErrorSummary } from './error-summary';
import { Field } from './field';

function Form({ focus }: { focus?: boolean }) {
  const [error, setError] = useState<string | undefined>();
  return (
    <>
      <ErrorSummary
        title="There is a problem"
        errors={error ? [{ text: error, fieldId: 'email' }] : []}
        {...(focus === undefined ? {} : { focus })}
      />
      <Field id="email" label="Email" hint="We never share it" error={error} parts>
        {(control) => <input {...control} className="bk-input" />}
      </Field>
      <button type="button" onClick={() => setError('Enter your email')}>
        Submit
      </button>
    </>
  );
}

describe('Field and ErrorSummary', () => {
  it('wires the label, hint and error to the control, and marks its parts', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-describedby')).toBe('email-hint');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('email-hint email-error');
    expect(document.getElementById('email-error')?.textContent).toBe('Enter your email');
    expect(document.getElementById('email-error')?.getAttribute('part')).toBe('error');
    expect(input.closest('.bk-field')?.getAttribute('part')).toBe('field');
  });

  it('takes the focus when errors appear and links each to its field', async () => {
    const user = userEvent.setup();
    render(<Form />);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(document.activeElement).toBe(summary);
    const link = screen.getByRole('link', { name: 'Enter your email' });
    expect(link.getAttribute('href')).toBe('#email');
    await user.click(link);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });

  it('leaves the focus alone, as a plain group, where the form moves it itself', async () => {
    const user = userEvent.setup();
    render(<Form focus={false} />);
    const button = screen.getByRole('button', { name: 'Submit' });
    await user.click(button);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('group', { name: 'There is a problem' })).toBeTruthy();
    expect(document.activeElement).toBe(button);
  });
});
