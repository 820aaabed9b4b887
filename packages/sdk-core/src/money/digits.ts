// apart from parse.ts: reading digits needs no decimal arithmetic (the phone rules use it alone)

const ARABIC_INDIC_ZERO = 0x0660; // ٠ … ٩
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0; // ۰ … ۹

/**
 * Replaces Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits with Western digits, and the Arabic
 * decimal separator (٫) with a dot. Everything else is left as it is.
 */
export function normaliseDigits(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= ARABIC_INDIC_ZERO && code <= ARABIC_INDIC_ZERO + 9) out += String(code - ARABIC_INDIC_ZERO);
    else if (code >= EASTERN_ARABIC_INDIC_ZERO && code <= EASTERN_ARABIC_INDIC_ZERO + 9)
      out += String(code - EASTERN_ARABIC_INDIC_ZERO);
    else if (char === '\u066b') out += '.';
    else out += char;
  }
  return out;
}
