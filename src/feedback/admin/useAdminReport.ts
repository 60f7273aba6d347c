import { useCallback, useEffect, useState } from 'react';
import { useAdminToken } from './useAdminToken';

/** What an admin report loader answers; `loaded` carries the report itself. */
interface AdminReportResult {
  kind: 'loaded' | 'unauthorized' | 'disabled' | 'failed';
}

/**
 * An admin report behind the admin token (the feedback and the analytics pages): loads it
 * whenever a token is set, forgets a token the server refuses (or when the admin view is
 * disabled), and says whether the last token was refused. `load` must be a stable function.
 */
export function useAdminReport<R extends AdminReportResult>(load: (token: string) => Promise<R>) {
  const { token, setToken, loaded } = useAdminToken();
  const [report, setReport] = useState<R | { kind: 'loading' } | null>(null);
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    if (!token) {
      return;
    }
    let current = true;
    setReport({ kind: 'loading' });
    void load(token).then((result) => {
      if (!current) {
        return;
      }
      setReport(result);
      setRefused(result.kind === 'unauthorized');
      if (result.kind === 'unauthorized' || result.kind === 'disabled') {
        setToken(null);
      }
    });
    return () => {
      current = false;
    };
  }, [token, setToken, load]);

  const signIn = useCallback(
    (value: string) => {
      setRefused(false);
      setToken(value);
    },
    [setToken],
  );
  const signOut = useCallback(() => {
    setToken(null);
    setReport(null);
  }, [setToken]);

  return { token, loaded, report, refused, signIn, signOut };
}
