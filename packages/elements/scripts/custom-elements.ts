/**
 * Writes `custom-elements.json` from the element definitions (src/*.tsx). Run by `pnpm build`
 * (`node --conditions=@bondkit/source --import tsx scripts/custom-elements.ts`).
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { manifestText } from '../src/manifest';

const target = fileURLToPath(new URL('../custom-elements.json', import.meta.url));
await writeFile(target, manifestText());
console.log(`wrote ${target}`);
