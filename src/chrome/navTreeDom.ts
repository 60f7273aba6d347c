/**
 * The navigation tree's behavior on its server-rendered HTML (see NavTreeIsland): the same
 * markup NavTree renders, driven through attributes. No React, so the page never hydrates the
 * several hundred entries of a tree.
 */

/** Opens or closes the group whose button was pressed; `false` when the target is not one. */
export function toggleNavGroup(target: EventTarget | null): boolean {
  const button = target instanceof Element ? target.closest('button.nav-group') : null;
  if (!button) {
    return false;
  }
  setGroupOpen(button, button.getAttribute('aria-expanded') !== 'true');
  return true;
}

function setGroupOpen(button: Element, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  const panel = button.nextElementSibling;
  if (panel?.classList.contains('nav-panel')) {
    panel.toggleAttribute('data-open', open);
  }
}

/**
 * Marks the link to `href` as the current page (and no other), and opens the groups that
 * hold it, as a client-side navigation would render them.
 */
export function markActiveNavLink(root: Element, href: string): void {
  for (const link of root.querySelectorAll('a[aria-current]')) {
    link.removeAttribute('aria-current');
  }
  const active = [...root.querySelectorAll('a.nav-item')].find(
    (link) => link.getAttribute('href') === href,
  );
  if (!active) {
    return;
  }
  active.setAttribute('aria-current', 'page');
  for (
    let panel = active.closest('.nav-panel');
    panel;
    panel = panel.parentElement?.closest('.nav-panel') ?? null
  ) {
    const button = panel.previousElementSibling;
    if (button?.classList.contains('nav-group')) {
      setGroupOpen(button, true);
    }
  }
}
