import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

/** How a tool's state reads from and writes to the page's search params. */
export interface UrlStateCodec<State> {
  defaultState: State;
  /** Never throws: what it cannot read takes its default. */
  decode: (search: string) => State;
  /** The params of what differs from the defaults (empty for the defaults). */
  encode: (state: State) => URLSearchParams;
}

/** The page's address with the state in its search params (the hash is kept). */
export function urlWithState<State>(codec: UrlStateCodec<State>, state: State): string {
  const url = new URL(window.location.href);
  url.search = codec.encode(state).toString();
  return url.href;
}

/**
 * A tool's state kept in the page's address. The server and the hydrating render show the
 * defaults; after hydration the state is read from the address, and every change is written
 * back to it (replaceState, no history entry), so the address is a shareable link.
 */
export function useUrlState<State>(
  codec: UrlStateCodec<State>,
): [State, Dispatch<SetStateAction<State>>, () => string] {
  const [state, setState] = useState<State>(codec.defaultState);
  const restored = useRef(false);

  useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      setState(codec.decode(window.location.search));
      return;
    }
    const next = urlWithState(codec, state);
    if (next !== window.location.href) {
      window.history.replaceState(window.history.state, '', next);
    }
  }, [codec, state]);

  return [state, setState, () => urlWithState(codec, state)];
}
