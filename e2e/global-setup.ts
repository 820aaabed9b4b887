import { request } from '@playwright/test';
import { resetSandbox } from './support/sandbox';

/** Every run starts from the seed, the pinned clock and a market that follows its hours. */
export default async function globalSetup(): Promise<void> {
  const api = await request.newContext();
  try {
    await resetSandbox(api);
  } finally {
    await api.dispose();
  }
}
