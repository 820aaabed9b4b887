/**
 * `legal-documents/{key}/`: the agreements a standard trade asks the customer to agree to (002 §5.2), as PDFs
 * the customer can read before ticking them (public, like the documents they stand for).
 */
import { Hono } from 'hono';
import { renderPdf } from '../documents';
import { fail } from '../shared/errors';
import { DETAIL } from '../shared/refusals';
import type { SandboxEnv } from '../state';

const AGREEMENTS: Readonly<Record<string, string>> = {
  'investor-agreement': 'Investor Agreement',
  'fractional-bonds-agreement': 'Fractional Bonds Agreement',
};

export function agreementRoutes(): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  app.get('/legal-documents/:key/', async (c) => {
    const key = c.req.param('key');
    const title = Object.hasOwn(AGREEMENTS, key) ? AGREEMENTS[key] : undefined;
    if (!title) fail(404, DETAIL.notFound);
    const pdf = await renderPdf(title, [
      'The terms on which you buy and sell on the platform.',
      'A generated placeholder from the bondkit sandbox. Not a contract.',
    ]);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${key}.pdf"`,
      'content-length': String(pdf.byteLength),
    });
  });
  return app;
}
