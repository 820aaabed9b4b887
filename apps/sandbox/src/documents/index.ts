/**
 * Documents: the PDFs the sandbox serves (company documents, guides).
 *
 * Other folders import this one only through this file.
 */
export { renderPdf } from './pdf';
