/**
 * Documents: the sandbox's one PDF writer (company documents, guides, agreements, reports) with its Unicode
 * font, reading a generated PDF back, and the dev inbox's mail that carries documents.
 *
 * Other folders import this one only through this file.
 */
import type { SandboxModule } from '../module';
import { mailAdminRoutes } from './mail';

export { type MailAttachment, mailAdminRoutes, type SentMail, sendMail, sentMail } from './mail';
export {
  directionRuns,
  isRtlLine,
  PDF_PAGE_CHANNEL,
  type PdfBlock,
  type PdfContent,
  renderDocument,
  renderPdf,
} from './pdf';
export { type PdfReadBack, type PdfString, pageText, readPdf } from './pdf-text';

export const documentsModule: SandboxModule = {
  name: 'documents',
  routes: [{ prefix: '/sandbox', routes: mailAdminRoutes }],
};
