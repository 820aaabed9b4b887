import { type BondkitClient, getSessionUser, type SessionUser } from '@bondkit/sdk-core';
import { useEffect, useState } from 'react';
import { isAbort, type UseConnection, useElementClient } from './connection';

// apart from connection.ts so an element serving visitors only (the guide form) does not carry the session
// call and its schemas

/**
 * The API connection of an element: the `client` property when set, else a client on `api-base` (bearer mode
 * when `getAccessToken` is set; its `onUnauthorized` sends `bk-unauthorized`); the `user` property when set,
 * else the session user asked quietly (`getSessionUser({ silent: true })`: a 401 means a visitor).
 */
export const useApiConnection: UseConnection = (host, values) => {
  const client = useElementClient(host, values);
  const givenUser = values.user;

  const [session, setSession] = useState<{ client: BondkitClient; user: SessionUser | null } | null>(null);
  const askSession = client !== null && givenUser === undefined;
  useEffect(() => {
    if (!client || !askSession) return;
    const controller = new AbortController();
    getSessionUser(client, { silent: true, signal: controller.signal }).then(
      (user) => setSession({ client, user }),
      (error: unknown) => {
        // reported as bk-error by the client; the widget renders for a visitor
        if (!isAbort(error)) setSession({ client, user: null });
      },
    );
    return () => controller.abort();
  }, [client, askSession]);

  if (!client) return { client: null, user: null, ready: false };
  if (givenUser !== undefined) return { client, user: givenUser, ready: true };
  if (session?.client !== client) return { client, user: null, ready: false };
  return { client, user: session.user, ready: true };
};
