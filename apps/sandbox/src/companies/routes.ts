import { type CompanyDocument, en, formatMessage } from '@bondkit/sdk-core';
import { Hono } from 'hono';
import { loadCustomer } from '../accounts';
import { renderPdf, sendMail } from '../documents';
import { fail } from '../shared/errors';
import { DETAIL } from '../shared/refusals';
import type { SandboxEnv, SandboxState } from '../state';
import { renderLogoSvg } from './logo';

interface CompanyRow {
  company_id: number;
  reference: string;
  company_name: string;
}

interface DocumentRow {
  reference: string;
  document_type: string;
  description: string;
  title: string;
}

export function documentLink(companyReference: string, documentReference: string): string {
  return `/api/companies/${encodeURIComponent(companyReference)}/documents/${encodeURIComponent(documentReference)}/download/`;
}

/** A company document's PDF. */
function documentPdf(company: CompanyRow, doc: DocumentRow): Promise<Uint8Array> {
  return renderPdf(doc.title, [
    `Document type: ${doc.document_type}`,
    `Issuer: ${company.company_name}`,
    'A generated placeholder from the bondkit sandbox. Not an offer of securities.',
  ]);
}

/**
 * /api/companies/: logos, company documents, their (generated PDF) downloads, and the documents e-mailed to
 * the signed-in customer (002 §7 'email-PDF links': one mail to the customer's own address, the documents
 * attached).
 */
export function companyRoutes(state: SandboxState) {
  const app = new Hono<SandboxEnv>();

  async function findCompany(reference: string): Promise<CompanyRow> {
    const rows = await state.db.query<CompanyRow>(
      'SELECT company_id, reference, company_name FROM companies WHERE reference = $1',
      [reference],
    );
    if (!rows[0]) fail(404, DETAIL.notFound);
    return rows[0];
  }

  app.get('/:companyReference/logo.svg', async (c) => {
    const company = await findCompany(c.req.param('companyReference'));
    return c.body(renderLogoSvg(company.reference, company.company_name), 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    });
  });

  app.get('/:companyReference/documents/', async (c) => {
    const company = await findCompany(c.req.param('companyReference'));
    const rows = await state.db.query<DocumentRow>(
      `SELECT reference, document_type, description, title FROM company_documents
        WHERE company_id = $1 ORDER BY document_type = 'key_facts' DESC, reference`,
      [company.company_id],
    );
    const documents: CompanyDocument[] = rows.map((row) => ({
      reference: row.reference,
      description: row.description,
      document_type: row.document_type,
      link: documentLink(company.reference, row.reference),
    }));
    return c.json(documents);
  });

  app.get('/:companyReference/documents/:documentReference/download/', async (c) => {
    const company = await findCompany(c.req.param('companyReference'));
    const rows = await state.db.query<DocumentRow>(
      'SELECT reference, document_type, description, title FROM company_documents WHERE company_id = $1 AND reference = $2',
      [company.company_id, c.req.param('documentReference')],
    );
    const doc = rows[0];
    if (!doc) fail(404, DETAIL.notFound);
    const pdf = await documentPdf(company, doc);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${doc.reference}.pdf"`,
      'content-length': String(pdf.byteLength),
    });
  });

  app.post('/:companyReference/documents/email/', async (c) => {
    const customer = await loadCustomer(c, state.db);
    const company = await findCompany(c.req.param('companyReference'));
    const docs = await state.db.query<DocumentRow>(
      `SELECT reference, document_type, description, title FROM company_documents
        WHERE company_id = $1 ORDER BY document_type = 'key_facts' DESC, reference`,
      [company.company_id],
    );
    if (docs.length === 0) fail(404, DETAIL.notFound);
    const [user] = await state.db.query<{ email: string; first_name: string }>(
      'SELECT email, first_name FROM users WHERE customer_id = $1',
      [customer.customer_id],
    );
    if (!user) fail(404, DETAIL.notFound);
    const attachments = await Promise.all(
      docs.map(async (doc) => ({
        fileName: `${doc.reference}.pdf`,
        contentType: 'application/pdf',
        content: await documentPdf(company, doc),
      })),
    );
    await sendMail(state.db, {
      to: user.email,
      subject: `${company.company_name}: your documents`,
      body: `Dear ${user.first_name}, the documents of ${company.company_name} are attached.`,
      sentAt: state.clock.now(),
      attachments,
    });
    return c.json({ detail: formatMessage(en, 'reports.bond.emailed'), documents: docs.length });
  });

  return app;
}
