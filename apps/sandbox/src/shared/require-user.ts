import type { Context } from 'hono';
import type { AuthUser, SandboxEnv } from '../state';
import { DETAIL, fail } from './errors';

/** The signed-in user, or a 401 with the platform's text. */
export function requireUser(c: Context<SandboxEnv>): AuthUser {
  const user = c.get('user');
  if (!user) fail(401, DETAIL.notAuthenticated);
  return user;
}
