import { useCallback, useEffect, useState } from 'react';
import type { DemoCodeFile } from './demoData';

const requests = new Map<string, Promise<DemoCodeFile>>();

/** Fetches a demo's full code once per page load (a failed fetch may be tried again). */
export function fetchDemoCode(url: string): Promise<DemoCodeFile> {
  let request = requests.get(url);
  if (!request) {
    request = fetch(url).then(async (response) => {
      if (!response.ok) {
        throw new Error(`The demo's code could not be loaded: ${url} answered ${response.status}.`);
      }
      return (await response.json()) as DemoCodeFile;
    });
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request;
}

export interface DemoCodeSource {
  /** The full code, once fetched. */
  code: DemoCodeFile | null;
  /** Fetches the code (once) and resolves with it. */
  load: () => Promise<DemoCodeFile>;
}

/** A demo's full code, fetched on demand: the page ships only its short preview. */
export function useDemoCode(url: string): DemoCodeSource {
  const [code, setCode] = useState<DemoCodeFile | null>(null);
  useEffect(() => setCode(null), [url]);
  const load = useCallback(
    () =>
      fetchDemoCode(url).then((loaded) => {
        setCode(loaded);
        return loaded;
      }),
    [url],
  );
  return { code, load };
}
