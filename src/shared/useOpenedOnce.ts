import { useState } from 'react';

/**
 * Whether something has ever been open: lazily loaded popups mount on first
 * open and then stay mounted, so they can animate closed and open again at once.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) {
    setOpened(true);
  }
  return opened || open;
}
