import {
  ApiError,
  downloadGuide,
  emptyGuideForm,
  type GuideRequest,
  guideAnswerSchema,
  guideDownloadUrl,
  requestGuide,
  setEmailConsent,
  validateGuideForm,
} from '@bondkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { createCookieFetch, followRedirects } from '../../src/cookie-fetch';
import { pageText, readPdf } from '../../src/documents';
import { SANDBOX_ORIGIN } from '../../src/index';
import { GUIDES } from '../../src/leads';
import { anonymous, csrfJson, expectParses, postJson } from '../support/helpers';
import { browse, clientFor, sandboxOn, testStores } from '../support/stores';

const VALID: GuideRequest = {
  email: 'lena.lead@example.com',
  first_name: 'Lena',
  last_name: 'Lead',
  contact_number: '+447911123456',
  receive_newsletter: false,
};

const pdfText = async (response: Response) =>
  pageText((await readPdf(new Uint8Array(await response.arrayBuffer()))).pages[0] ?? []);

for (const store of testStores('leads')) {
  describe(`guides and consent (${store.label})`, () => {
    const sandbox = sandboxOn(store);

    it('stores an investor-guide request and answers a key whose download redirects to the PDF', async () => {
      const browser = await anonymous(sandbox().fetch);
      const response = await postJson(browser, '/api/guides/investor-guide/', VALID, csrfJson(browser));
      expect(response.status).toBe(201);
      const answer = await response.json();
      expectParses(guideAnswerSchema, answer);
      const rows = await sandbox().db.query(
        'SELECT guide, email, first_name, last_name, contact_number, receive_newsletter, customer_id FROM guide_requests WHERE key = $1',
        [answer.key],
      );
      expect(rows).toEqual([{ guide: 'investor-guide', ...VALID, customer_id: null }]);

      const redirect = await browser(`/api/guides/download/${answer.key}/`);
      expect(redirect.status).toBe(302);
      const location = redirect.headers.get('location');
      expect(location).toBe(`/api/guides/download/${answer.key}/bondkit-investor-guide.pdf`);
      const pdf = await browser(location ?? '');
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toBe(
        'attachment; filename="bondkit-investor-guide.pdf"',
      );
      const text = await pdfText(pdf);
      expect(text).toContain('The bondkit Investor Guide');
    });

    it('serves the second guide as a different PDF, through the sdk-core calls', async () => {
      const browser = await anonymous(sandbox().fetch);
      const client = clientFor(browser);
      const { key } = await requestGuide(client, 'second-guide', { ...VALID, receive_newsletter: true });
      expect(guideDownloadUrl(`${SANDBOX_ORIGIN}/api`, key)).toBe(
        `${SANDBOX_ORIGIN}/api/guides/download/${key}/`,
      );
      // a browser's fetch follows the redirect
      const following = clientFor(Object.assign(followRedirects(browser), { getCookie: browser.getCookie }));
      const guide = await downloadGuide(following, key);
      expect(guide.fileName).toBe(GUIDES['second-guide'].fileName);
      const text = pageText((await readPdf(new Uint8Array(await guide.blob.arrayBuffer()))).pages[0] ?? []);
      expect(text).toContain('The bondkit Guide to Fixed-Rate Saving');
      expect(text).not.toContain('Investor Guide');
      const [row] = await sandbox().db.query<{ downloads: number; receive_newsletter: boolean }>(
        'SELECT downloads, receive_newsletter FROM guide_requests WHERE key = $1',
        [key],
      );
      expect(row).toEqual({ downloads: 1, receive_newsletter: true });
    });

    it('validates like the guide form: every field required, a valid email and phone number', async () => {
      const browser = await anonymous(sandbox().fetch);
      const send = async (body: unknown) => {
        const response = await postJson(browser, '/api/guides/investor-guide/', body, csrfJson(browser));
        return { status: response.status, body: await response.json() };
      };
      expect(await send({})).toEqual({
        status: 400,
        body: {
          email: ['This field is required'],
          first_name: ['This field is required'],
          last_name: ['This field is required'],
          contact_number: ['This field is required'],
          receive_newsletter: ['This field is required'],
        },
      });
      expect(await send({ ...emptyGuideForm, first_name: '  ' })).toMatchObject({
        body: { first_name: ['This field is required'] },
      });
      expect(await send({ ...VALID, email: 'lena@' })).toEqual({
        status: 400,
        body: { email: ['Please enter a valid email address.'] },
      });
      expect(await send({ ...VALID, contact_number: '12345' })).toEqual({
        status: 400,
        body: { contact_number: ['Invalid phone number'] },
      });
      const client = clientFor(browser);
      const error = await requestGuide(client, 'investor-guide', {
        ...VALID,
        receive_newsletter: null as never,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).fieldErrors).toEqual({ receive_newsletter: ['This field is required'] });
      // a national number reads as GB and is stored in E.164
      const national = await send({ ...VALID, contact_number: '07911 123456' });
      expect(national.status).toBe(201);
      const [row] = await sandbox().db.query<{ contact_number: string }>(
        'SELECT contact_number FROM guide_requests WHERE key = $1',
        [national.body.key],
      );
      expect(row?.contact_number).toBe('+447911123456');
      // the same rule as the widget's form
      expect(validateGuideForm({ ...VALID, contact_number: '07911 123456' })).toEqual({
        ok: true,
        data: { ...VALID, contact_number: '+447911123456' },
      });
    });

    it('needs the CSRF header, and 404s an unknown key or file', async () => {
      const browser = await anonymous(sandbox().fetch);
      const noCsrf = await postJson(browser, '/api/guides/investor-guide/', VALID);
      expect(noCsrf.status).toBe(403);
      expect(await noCsrf.json()).toEqual({ detail: 'CSRF Failed: CSRF token missing or incorrect.' });
      const unknown = await browser('/api/guides/download/not-a-key/');
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ detail: 'Not found.' });
      const { key } = await requestGuide(clientFor(browser), 'investor-guide', VALID);
      const wrongFile = await browser(`/api/guides/download/${key}/bondkit-fixed-rate-saving-guide.pdf`);
      expect(wrongFile.status).toBe(404);
    });

    it('remembers a signed-in request', async () => {
      const { client } = await browse(sandbox().fetch, 'investor');
      const { key } = await requestGuide(client, 'investor-guide', VALID);
      const [row] = await sandbox().db.query<{ customer_id: number | null }>(
        'SELECT customer_id FROM guide_requests WHERE key = $1',
        [key],
      );
      expect(row?.customer_id).toBe(101);
    });

    describe('consent to email', () => {
      const consentOf = async (customerId: number) =>
        (
          await sandbox().db.query<{ consent: boolean; method: string }>(
            'SELECT consent, method FROM email_consents WHERE customer_id = $1',
            [customerId],
          )
        )[0] ?? null;

      it('records yes from the popup (GET) and no from the account area (POST)', async () => {
        const { browser, client } = await browse(sandbox().fetch, 'investor');
        await setEmailConsent(client, true);
        expect(await consentOf(101)).toEqual({ consent: true, method: 'GET' });
        await setEmailConsent(client, false, { method: 'POST' });
        expect(await consentOf(101)).toEqual({ consent: false, method: 'POST' });
        const yes = await browser('/profiles/consent-to-email/yes');
        expect(await yes.json()).toEqual({ consent_to_email: true });
        expect(await consentOf(101)).toEqual({ consent: true, method: 'GET' });
      });

      it('needs a signed-in user, the CSRF header on POST, and yes or no', async () => {
        const visitor = await anonymous(sandbox().fetch);
        const anonymousCall = await visitor('/profiles/consent-to-email/yes');
        expect(anonymousCall.status).toBe(401);
        expect(await anonymousCall.json()).toEqual({
          detail: 'Authentication credentials were not provided.',
        });
        const { browser } = await browse(sandbox().fetch, 'sipp');
        const noCsrf = await browser('/profiles/consent-to-email/no', { method: 'POST' });
        expect(noCsrf.status).toBe(403);
        const maybe = await browser('/profiles/consent-to-email/maybe');
        expect(maybe.status).toBe(404);
        expect(await consentOf(105)).toBeNull();
        const fresh = createCookieFetch(sandbox().fetch);
        expect((await fresh('/profiles/consent-to-email/no')).status).toBe(401);
      });
    });
  });
}
