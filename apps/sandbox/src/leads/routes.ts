/**
 * Lead capture (000 §2, §5, §7; contract in packages/sdk-core/src/leads/README.md): the two guide requests,
 * the guide download (a redirect to a generated PDF) and the email-marketing consent calls.
 */
import { randomUUID } from 'node:crypto';
import {
  en,
  formatMessage,
  type GuideAnswer,
  type GuideFormValues,
  type GuideType,
  guideRequestSchema,
  guideTypes,
  loadPhoneMetadata,
  validateGuideForm,
} from '@bondkit/sdk-core';
import { Hono } from 'hono';
import { authenticate, crossOrigin, requireUser } from '../auth';
import { fail, invalid, readJsonObject } from '../shared/errors';
import { DETAIL } from '../shared/refusals';
import { parseBody } from '../shared/validation';
import type { SandboxEnv, SandboxState } from '../state';
import { GUIDES, renderGuide } from './guides';

interface GuideRequestRow {
  key: string;
  guide: GuideType;
}

/** The download address of a key: `/api/guides/download/{key}/`. */
export function guideDownloadLink(key: string): string {
  return `/api/guides/download/${encodeURIComponent(key)}/`;
}

/** Where the download redirects: the guide's PDF under the key. */
export function guideFileLink(key: string, guide: GuideType): string {
  return `${guideDownloadLink(key)}${GUIDES[guide].fileName}`;
}

/**
 * Reads a guide request: every field required, a valid email, a valid phone number (national numbers read as
 * GB) — sdk-core's `validateGuideForm`, answered 400 with the catalogue's texts per field.
 */
function readGuideRequest(body: Record<string, unknown>) {
  const result = validateGuideForm(body as Partial<GuideFormValues>);
  if (!result.ok) {
    const errors: Record<string, string[]> = {};
    for (const [field, id] of Object.entries(result.errors)) errors[field] = [formatMessage(en, id)];
    invalid(errors);
  }
  return parseBody(guideRequestSchema, result.data);
}

/** /api/guides/ — guide requests and downloads. */
export function guideRoutes(state: SandboxState) {
  const app = new Hono<SandboxEnv>();

  for (const guide of guideTypes) {
    app.post(`/${guide}/`, async (c) => {
      const body = await readJsonObject(c.req.raw);
      await loadPhoneMetadata();
      const request = readGuideRequest(body);
      const key = randomUUID();
      await state.db.query(
        `INSERT INTO guide_requests
           (key, guide, email, first_name, last_name, contact_number, receive_newsletter, customer_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          key,
          guide,
          request.email,
          request.first_name,
          request.last_name,
          request.contact_number,
          request.receive_newsletter,
          c.get('user')?.customer_id ?? null,
          state.clock.now().toISOString(),
        ],
      );
      const answer: GuideAnswer = { key };
      return c.json(answer, 201);
    });
  }

  async function findRequest(key: string | undefined): Promise<GuideRequestRow> {
    const rows = await state.db.query<GuideRequestRow>(
      'SELECT key, guide FROM guide_requests WHERE key = $1',
      [key ?? ''],
    );
    if (!rows[0]) fail(404, DETAIL.notFound);
    return rows[0];
  }

  app.get('/download/:key/', async (c) => {
    const request = await findRequest(c.req.param('key'));
    return c.redirect(guideFileLink(request.key, request.guide), 302);
  });

  app.get('/download/:key/:file', async (c) => {
    const request = await findRequest(c.req.param('key'));
    const guide = GUIDES[request.guide];
    if (c.req.param('file') !== guide.fileName) fail(404, DETAIL.notFound);
    await state.db.query('UPDATE guide_requests SET downloads = downloads + 1 WHERE key = $1', [request.key]);
    const pdf = await renderGuide(request.guide);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${guide.fileName}"`,
      'content-length': String(pdf.byteLength),
    });
  });

  return app;
}

/**
 * /profiles/consent-to-email/yes|no — the email-marketing consent (000 §7): GET from the popup, POST (with the
 * CSRF header) in the account area. Needs a signed-in user; answers `{"consent_to_email": true|false}`.
 */
export function consentRoutes(state: SandboxState) {
  const app = new Hono<SandboxEnv>();
  // cross-origin access for partner pages, as the app gives /api/
  app.use(
    '*',
    crossOrigin({ methods: 'GET, POST, OPTIONS', headers: 'Authorization, Content-Type, X-CSRFToken' }),
  );
  app.use('*', authenticate(state));

  const record = (method: 'GET' | 'POST') => async (c: import('hono').Context<SandboxEnv>) => {
    const answer = c.req.param('answer');
    if (answer !== 'yes' && answer !== 'no') fail(404, DETAIL.notFound);
    const user = requireUser(c);
    const consent = answer === 'yes';
    await state.db.query(
      `INSERT INTO email_consents (customer_id, consent, method, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (customer_id) DO UPDATE SET consent = $2, method = $3, updated_at = $4`,
      [user.customer_id, consent, method, state.clock.now().toISOString()],
    );
    return c.json({ consent_to_email: consent });
  };

  for (const path of ['/consent-to-email/:answer', '/consent-to-email/:answer/']) {
    app.get(path, record('GET'));
    app.post(path, record('POST'));
  }
  return app;
}
