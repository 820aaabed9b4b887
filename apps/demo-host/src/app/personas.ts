import { personaListSchema } from '@bondkit/sdk-core';
import { useEffect, useState } from 'react';
import { client } from './session';

export type Persona = { key: string; email: string; label: string; description: string };

let cached: Promise<Persona[]> | null = null;

/** GET /sandbox/personas (the sandbox's admin route, proxied by the host like /api). */
export function fetchPersonas(): Promise<Persona[]> {
  cached ??= client
    .get('/sandbox/personas', personaListSchema, { silentUnauthorized: true })
    .catch((error) => {
      cached = null;
      throw error;
    });
  return cached;
}

export function usePersonas(): { personas: Persona[]; failed: boolean } {
  const [state, setState] = useState<{ personas: Persona[]; failed: boolean }>({
    personas: [],
    failed: false,
  });
  useEffect(() => {
    let live = true;
    fetchPersonas().then(
      (personas) => live && setState({ personas, failed: false }),
      () => live && setState({ personas: [], failed: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
