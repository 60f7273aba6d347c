import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { visuallyHidden } from '../../shared/visuallyHidden';

const AnnounceContext = createContext<((message: string) => void) | null>(null);

/** One polite live region for an API page, so actions such as "Link copied" are heard. */
export function ApiAnnouncer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  const announce = useCallback((next: string) => {
    // Clearing first makes a repeated message be announced again.
    setMessage('');
    window.setTimeout(() => setMessage(next), 50);
  }, []);
  const value = useMemo(() => announce, [announce]);
  return (
    <AnnounceContext.Provider value={value}>
      {children}
      <span role="status" style={visuallyHidden} data-testid="api-status">
        {message}
      </span>
    </AnnounceContext.Provider>
  );
}

export function useAnnounce(): (message: string) => void {
  const announce = useContext(AnnounceContext);
  if (!announce) {
    throw new Error('useAnnounce() was called outside <ApiAnnouncer>: wrap the API page in it.');
  }
  return announce;
}
