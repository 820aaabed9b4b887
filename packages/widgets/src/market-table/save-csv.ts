import { saveFile } from '../ui/download';

/**
 * Hands the market's CSV to the browser. A module of its own so the market loads the download code (shared
 * with other widgets) only when a user asks for the file.
 */
export function saveCsv(file: { blob: Blob; fileName: string }, doc: Document): void {
  saveFile(file.blob, file.fileName, doc);
}
