import { type BondkitClient, getSessionUser, type SessionUser } from '@bondkit/sdk-core';
import { SignedOut } from '@bondkit/widgets';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { type PageConnection, type UseConnection, useElementClient, useElementRefresh } from './connection';

// apart from connection.ts so an element serving visitors only (the guide form) does not carry the session
// call and its schemas

/** What an element learnt of the session: a user, a visitor (`null`), or signed out (token mode, no session). */
type Session = { user: SessionUser | null; signedOut: boolean };

const SIGNED_OUT: Session = { user: null, signedOut: true };

interface Probe {
  /** the page connection's version it was asked in */
  version: number;
  done: boolean;
  promise: Promise<Session>;
}

/**
 * The session, asked once for the page's elements on one client: a probe in flight is shared, a settled one
 * answers until the page moves on past `version` (a lapse, a token set, `reload()`). In token mode it is asked aloud — a 401
 * is a lapse (`bk-unauthorized`, once for the page) and the element signed out; otherwise quietly — a 401 is a
 * visitor.
 */
function sessionOf(
  page: PageConnection,
  version: number,
  client: BondkitClient,
  raw: BondkitClient,
  tokenMode: boolean,
): Promise<Session> {
  const sessions = page.sessions as Map<BondkitClient, Probe>;
  const last = sessions.get(raw);
  if (last && (!last.done || last.version >= version)) return last.promise;
  const probe: Probe = {
    version,
    done: false,
    promise: getSessionUser(client, { silent: !tokenMode }).then(
      (user): Session => {
        // an answer is the page's current one: its success may have just ended a lapse (a new version)
        probe.version = page.version;
        return user === null && tokenMode ? SIGNED_OUT : { user, signedOut: false };
      },
      // reported as bk-error by the client: a token-mode element waits (reload() asks again), another renders
      // for a visitor
      (): Session => {
        if (sessions.get(raw) === probe) sessions.delete(raw);
        return tokenMode ? SIGNED_OUT : { user: null, signedOut: false };
      },
    ),
  };
  probe.promise.finally(() => {
    probe.done = true;
  });
  sessions.set(raw, probe);
  return probe.promise;
}

const noPage = () => () => {};

/**
 * The API connection of an element: the `client` property when set, else the page's client on `api-base`
 * (bearer mode when `getAccessToken` is set); the `user` property when set, else the session user (asked once
 * for the page). With `getAccessToken` (token mode) the element needs a session: without one it shows the
 * signed-out state — never the visitor view — and waits; the page's elements try again when the host sets a
 * token, calls `reload()`, or a call succeeds. An element that showed a signed-in view keeps it through a lapse.
 */
export const useApiConnection: UseConnection = (host, values) => {
  const { client, page, tokenMode, raw } = useElementClient(host, values);
  const givenUser = values.user;
  const version = useSyncExternalStore(
    page?.subscribe ?? noPage,
    () => page?.version ?? 0,
    () => 0,
  );
  const refresh = useElementRefresh(page);

  const [session, setSession] = useState<(Session & { client: BondkitClient }) | null>(null);
  const askSession = client !== null && givenUser === undefined;
  const waiting = session?.client !== client || session.signedOut;
  useEffect(() => {
    if (!client || !page || !raw || !askSession || !waiting) return;
    let active = true;
    // `version`: the page moved on (a token set, a lapse ended): a waiting element asks again
    sessionOf(page, version, client, raw, tokenMode).then((next) => {
      if (active) setSession({ client, ...next });
    });
    return () => {
      active = false;
    };
  }, [client, page, raw, askSession, waiting, tokenMode, version]);

  // the host set getAccessToken again: it has a token, the page's waiting elements try again
  const tokenSet = values.tokenSet ?? 0;
  const lastTokenSet = useRef(tokenSet);
  useEffect(() => {
    if (tokenSet === lastTokenSet.current) return;
    lastTokenSet.current = tokenSet;
    page?.retry();
  }, [tokenSet, page]);

  const reload = () => {
    if (waiting) page?.retry();
    refresh.reload?.();
  };
  const common = { refresh: refresh.refresh, reload };
  if (!client) return { client: null, user: null, ready: false, ...common };
  if (givenUser !== undefined) return { client, user: givenUser, ready: true, ...common };
  if (session?.client !== client) return { client, user: null, ready: false, ...common };
  return {
    client,
    user: session.user,
    ready: true,
    ...(session.signedOut ? { fallback: SignedOut } : {}),
    ...common,
  };
};
