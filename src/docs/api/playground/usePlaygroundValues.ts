import { useCallback, useEffect, useState } from 'react';
import type { PlaygroundModule } from './playgroundModule';
import type { PlaygroundControl, PlaygroundValue, PlaygroundValues } from './playgroundSpec';
import {
  decodePlaygroundValues,
  encodePlaygroundValues,
  playgroundParam,
  withValue,
} from './playgroundState';

/**
 * The reader's values of one playground, kept in the page's address
 * (`?playground.Button={…}`, written with replaceState, other params kept), so a link
 * reopens the playground as the reader left it. The panel renders only in the browser, after
 * hydration, so the address is read when it mounts.
 */
export function usePlaygroundValues({ spec, presetProps }: PlaygroundModule): {
  values: PlaygroundValues;
  setValue: (control: PlaygroundControl, value: PlaygroundValue) => void;
} {
  const param = playgroundParam(spec.component);
  const [values, setValues] = useState<PlaygroundValues>(() =>
    decodePlaygroundValues(spec, new URLSearchParams(window.location.search).get(param)),
  );

  useEffect(() => {
    const url = new URL(window.location.href);
    url.searchParams.set(param, encodePlaygroundValues(values));
    if (url.href !== window.location.href) {
      window.history.replaceState(window.history.state, '', url.href);
    }
  }, [param, values]);

  const setValue = useCallback(
    (control: PlaygroundControl, value: PlaygroundValue) =>
      setValues((current) => withValue(current, control, value, presetProps)),
    [presetProps],
  );
  return { values, setValue };
}
