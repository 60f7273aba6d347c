import { useEffect, type RefObject } from 'react';
import {
  INSTALL_TAB_MANAGER_ATTRIBUTE,
  PACKAGE_MANAGER_CODEC,
  usePackageManager,
  type PackageManager,
} from '../../settings';

const TAB_SELECTOR = `.install-tabs [role="tab"][${INSTALL_TAB_MANAGER_ATTRIBUTE}]`;

function managerOf(tab: Element): PackageManager | null {
  const name = tab.getAttribute(INSTALL_TAB_MANAGER_ATTRIBUTE);
  return PACKAGE_MANAGER_CODEC.values.find((manager) => manager === name) ?? null;
}

/** The tab a navigation key moves to from `tab` (ARIA tabs: arrows wrap, Home, End), or null. */
function tabForKey(tab: HTMLElement, key: string): HTMLElement | null {
  const tabs = [
    ...(tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []),
  ];
  const index = tabs.indexOf(tab);
  // In a right-to-left page the first tab is on the right: the arrows follow what the reader sees.
  const forward = getComputedStyle(tab).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
  const next: Record<string, number> = {
    [forward]: (index + 1) % tabs.length,
    [backward]: (index - 1 + tabs.length) % tabs.length,
    Home: 0,
    End: tabs.length - 1,
  };
  return key in next ? (tabs[next[key]!] ?? null) : null;
}

/**
 * Brings the build-time install blocks of a prose container to life (tabs npm, yarn, pnpm):
 * a click or the keyboard (arrows, Home, End) picks a package manager, which every install
 * block of the site then shows (the reader's `packageManager` setting). CSS shows the chosen
 * panel from `<html data-package-manager>`; this keeps the tabs' selected state and tab stop
 * in step with it.
 */
export function useInstallTabs(ref: RefObject<HTMLElement | null>, html: string): void {
  const { packageManager, setPackageManager } = usePackageManager();

  useEffect(() => {
    ref.current?.querySelectorAll<HTMLElement>(TAB_SELECTOR).forEach((tab) => {
      const selected = managerOf(tab) === packageManager;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
    });
  }, [ref, html, packageManager]);

  useEffect(() => {
    const container = ref.current;
    if (!container) {
      return undefined;
    }
    const tabOf = (event: Event) =>
      (event.target as Element).closest<HTMLElement>(TAB_SELECTOR) ?? null;
    const onClick = (event: MouseEvent) => {
      const tab = tabOf(event);
      const manager = tab && managerOf(tab);
      if (manager) {
        setPackageManager(manager);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const tab = tabOf(event);
      const next = tab && tabForKey(tab, event.key);
      const manager = next && managerOf(next);
      if (next && manager) {
        event.preventDefault();
        setPackageManager(manager);
        next.focus();
      }
    };
    container.addEventListener('click', onClick);
    container.addEventListener('keydown', onKeyDown);
    return () => {
      container.removeEventListener('click', onClick);
      container.removeEventListener('keydown', onKeyDown);
    };
  }, [ref, html, setPackageManager]);
}
