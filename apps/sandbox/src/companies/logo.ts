import { hashString } from '../shared/prng';

const PALETTE: readonly (readonly [string, string])[] = [
  ['#1f4e79', '#ffffff'],
  ['#0b6e4f', '#ffffff'],
  ['#8a1c7c', '#ffffff'],
  ['#b5451b', '#ffffff'],
  ['#2e3a59', '#f2c94c'],
  ['#005f73', '#e9d8a6'],
  ['#6a4c93', '#ffffff'],
  ['#9b2226', '#ffffff'],
  ['#3d405b', '#f4f1de'],
  ['#1b4332', '#d8f3dc'],
  ['#7f5539', '#ffffff'],
  ['#264653', '#e9c46a'],
];

function initials(name: string): string {
  const words = name
    .replace(/\b(plc|ltd|limited|group|se|sa|ag|gmbh|nv|bv|holdings|company|sukuk)\b/gi, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const letters = words.length >= 2 ? `${words[0]?.[0]}${words[1]?.[0]}` : (words[0] ?? name).slice(0, 2);
  return letters.toUpperCase();
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A deterministic logo: the company's initials in a circle, rounded square or hexagon. */
export function renderLogoSvg(reference: string, companyName: string): string {
  const h = hashString(reference);
  const [background, foreground] = PALETTE[h % PALETTE.length] ?? ['#1f4e79', '#ffffff'];
  const shapeKind = (h >>> 8) % 3;
  const shape =
    shapeKind === 0
      ? `<circle cx="32" cy="32" r="30" fill="${background}"/>`
      : shapeKind === 1
        ? `<rect x="2" y="2" width="60" height="60" rx="12" fill="${background}"/>`
        : `<polygon points="32,2 58,17 58,47 32,62 6,47 6,17" fill="${background}"/>`;
  const label = escapeXml(initials(companyName));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img"',
    ` aria-label="${escapeXml(companyName)}">`,
    shape,
    `<text x="32" y="33" fill="${foreground}" font-family="Helvetica, Arial, sans-serif" font-size="24"`,
    ` font-weight="700" text-anchor="middle" dominant-baseline="central">${label}</text>`,
    '</svg>',
  ].join('');
}
