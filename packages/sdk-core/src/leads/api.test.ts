import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/index';
import { fakeApi, json } from '../smart-interest/test-fixtures';
import {
  downloadGuide,
  emailConsentPath,
  guideDownloadPath,
  guideDownloadUrl,
  guidePath,
  requestGuide,
  setEmailConsent,
} from './api';

const body = {
  email: 'ivy@example.com',
  first_name: 'Ivy',
  last_name: 'Investor',
  contact_number: '+447911123456',
  receive_newsletter: true,
};

describe('guide calls (000 §7)', () => {
  it('POSTs the investor guide form and answers its key', async () => {
    const { client, seen } = fakeApi(() => json({ key: 'k-123' }, 201));
    expect(await requestGuide(client, 'investor-guide', body)).toEqual({ key: 'k-123' });
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url.pathname).toBe('/api/guides/investor-guide/');
    expect(JSON.parse(seen[0]!.body!)).toEqual(body);
    expect(seen[0]!.headers.get('x-csrftoken')).toBe('tok');
  });

  it('POSTs the second guide to its own endpoint', async () => {
    const { client, seen } = fakeApi(() => json({ key: 'k-2' }));
    await requestGuide(client, 'second-guide', body);
    expect(seen[0]!.url.pathname).toBe('/api/guides/second-guide/');
    expect(guidePath('second-guide')).toBe('guides/second-guide/');
  });

  it('reports the server’s field errors', async () => {
    const { client } = fakeApi(() => json({ email: ['Enter a valid email address.'] }, 400));
    const failure = requestGuide(client, 'investor-guide', body, { fallbackMessage: 'Error downloading.' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      message: 'Error downloading.',
      fieldErrors: { email: ['Enter a valid email address.'] },
    });
  });

  it('turns the key into the download address', () => {
    expect(guideDownloadPath('a b/c')).toBe('guides/download/a%20b%2Fc/');
    expect(guideDownloadUrl('/api', 'k-123')).toBe('/api/guides/download/k-123/');
    expect(guideDownloadUrl('https://api.example.com/api/', 'k')).toBe(
      'https://api.example.com/api/guides/download/k/',
    );
  });

  it('downloads the guide with its file name', async () => {
    const { client, seen } = fakeApi(
      () =>
        new Response(new Blob(['%PDF-1.4 guide'], { type: 'application/pdf' }), {
          headers: { 'content-disposition': 'attachment; filename="bondkit-investor-guide.pdf"' },
        }),
    );
    const file = await downloadGuide(client, 'k-123');
    expect(seen[0]!.url.pathname).toBe('/api/guides/download/k-123/');
    expect(file.fileName).toBe('bondkit-investor-guide.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.4 guide');
  });

  it('fails a download of an unknown key', async () => {
    const { client } = fakeApi(() => json({ detail: 'Not found.' }, 404));
    await expect(downloadGuide(client, 'nope')).rejects.toMatchObject({ status: 404 });
  });
});

describe('consent to email (000 §7)', () => {
  it('GETs /profiles/consent-to-email/yes from the popup (outside the API base)', async () => {
    const { client, seen } = fakeApi(() => new Response('ok'));
    await setEmailConsent(client, true);
    expect(seen[0]!.method).toBe('GET');
    expect(seen[0]!.url.href).toBe('http://api.test/profiles/consent-to-email/yes');
  });

  it('POSTs …/no in the account area, with the CSRF header', async () => {
    const { client, seen } = fakeApi(() => new Response(null, { status: 204 }));
    await setEmailConsent(client, false, { method: 'POST' });
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url.pathname).toBe('/profiles/consent-to-email/no');
    expect(seen[0]!.headers.get('x-csrftoken')).toBe('tok');
    expect(emailConsentPath(false)).toBe('/profiles/consent-to-email/no');
  });
});
