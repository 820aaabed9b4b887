/**
 * sdk-core's two-factor calls against the sandbox (the contract: every answer parses with sdk-core's schema):
 * set up an authenticator, sign out, sign in with the password and then a code, and turn it off.
 */
import {
  ApiError,
  confirmTotpSetup,
  disableTotp,
  getTwoFactorStatus,
  isTwoFactorChallenge,
  login,
  logout,
  startTotpSetup,
  verifyLoginCode,
} from '@bondkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../src/index';
import { PERSONA_PASSWORD, personaEmail } from '../../src/seed';
import { authenticatorCode, connect, midStep } from '../../src/testing';
import { TEST_NOW } from '../support/helpers';

describe('sdk-core two-factor calls', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await createSandbox({ now: TEST_NOW });
  }, 120_000);
  afterAll(async () => {
    await sandbox.close();
  });

  it('set up, sign in with a code, turn off', async () => {
    const { client } = await connect(sandbox, 'sipp');
    expect(await getTwoFactorStatus(client)).toEqual({ totp: 'none' });
    const setup = await startTotpSetup(client);
    const code = (steps: number) =>
      authenticatorCode(setup.secret, sandbox.clock.set(midStep(TEST_NOW, steps)));
    expect(await confirmTotpSetup(client, code(0))).toEqual({ totp: 'confirmed' });
    await logout(client);

    const answer = await login(client, { email: personaEmail('sipp'), password: PERSONA_PASSWORD });
    if (!isTwoFactorChallenge(answer)) throw new Error('expected the wait for a code');
    expect(answer.two_factor).toMatchObject({ method: 'totp', expires_in: 300 });
    const refused = await verifyLoginCode(client, { token: answer.two_factor.token, code: code(0) }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).fieldErrors).toEqual({
      otp_token: [
        "The security code you entered was incorrect. If you've lost access to this phone, contact support.",
      ],
    });
    const user = await verifyLoginCode(client, { token: answer.two_factor.token, code: code(1) });
    expect(user.email).toBe(personaEmail('sipp'));
    expect(await getTwoFactorStatus(client)).toEqual({ totp: 'confirmed' });
    expect(await disableTotp(client, code(2))).toEqual({ totp: 'none' });
  });
});
