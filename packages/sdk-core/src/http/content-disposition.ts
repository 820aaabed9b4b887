/**
 * Reads the file name from a `Content-Disposition` header, e.g.
 * `attachment; filename="bondkit_market_20261123.csv"` → `bondkit_market_20261123.csv`.
 * `filename*=UTF-8''…` (RFC 5987) wins over `filename=`. Any path part is stripped.
 *
 * @param header - the header value (`response.headers.get('content-disposition')`)
 * @returns the file name, or `undefined` when the header is missing or names none
 */
export function filenameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (extended?.[1]) {
    const value = extended[1].trim().replace(/^"(.*)"$/, '$1');
    const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(value);
    const encoded = match ? match[2] : value;
    try {
      const decoded = decodeURIComponent(encoded ?? '');
      if (decoded) return baseName(decoded);
    } catch {
      // fall through to the plain parameter
    }
  }
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted?.[1] !== undefined) {
    const name = quoted[1].replace(/\\(.)/g, '$1');
    return name ? baseName(name) : undefined;
  }
  const plain = /(?:^|;)\s*filename\s*=\s*([^;\s]+)/i.exec(header);
  return plain?.[1] ? baseName(plain[1]) : undefined;
}

function baseName(name: string): string {
  const parts = name.split(/[\\/]/);
  return parts[parts.length - 1] ?? name;
}
