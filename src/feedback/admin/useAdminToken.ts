import { useEffect, useState } from 'react';
import { readAdminToken, writeAdminToken } from './adminTokenStorage';

/**
 * The admin token of this tab. `loaded` turns true once sessionStorage has
 * been read (after hydration); from then on every change is written back.
 */
export function useAdminToken() {
  const [token, setToken] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    setToken(readAdminToken());
    setLoaded(true);
  }, []);
  useEffect(() => {
    if (loaded) {
      writeAdminToken(token);
    }
  }, [loaded, token]);
  return { token, setToken, loaded };
}
