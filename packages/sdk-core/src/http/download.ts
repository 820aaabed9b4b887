import type { BondkitClient, RawRequestOptions } from './client';
import { filenameFromContentDisposition } from './content-disposition';

/** Options of {@link downloadFile}. */
export interface DownloadOptions extends RawRequestOptions {
  /** the file's name when the answer's `Content-Disposition` names none */
  fallbackName: string;
}

/** A file the API sent: its name (from `Content-Disposition`) and its content. */
export interface DownloadedFile {
  /** the name the server gave (`Content-Disposition`), else the caller's fallback */
  fileName: string;
  blob: Blob;
}

/**
 * A file download through `client.fetchRaw`: the body as a `Blob`, named by the answer's
 * `Content-Disposition`, else by `fallbackName`. A function of its own rather than a member of the client, so
 * a bundle that downloads nothing leaves the header parsing out.
 *
 * @example
 * const { fileName, blob } = await downloadFile(client, 'products/', {
 *   searchParams: { format: 'csv' },
 *   fallbackName: 'market.csv',
 * });
 */
export async function downloadFile(
  client: BondkitClient,
  path: string,
  { fallbackName, ...request }: DownloadOptions,
): Promise<DownloadedFile> {
  const response = await client.fetchRaw(path, request);
  const fileName =
    filenameFromContentDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  return { fileName, blob: await response.blob() };
}
