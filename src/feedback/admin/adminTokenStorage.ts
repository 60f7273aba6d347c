/** The admin token is kept in sessionStorage: asked once per tab, gone when the tab closes. */
const KEY = 'feedbackAdminToken';

export function readAdminToken(): string | null {
  try {
    return window.sessionStorage.getItem(KEY) || null;
  } catch {
    // Storage blocked (privacy settings): the token is asked again on each visit.
    return null;
  }
}

export function writeAdminToken(token: string | null): void {
  try {
    if (token) {
      window.sessionStorage.setItem(KEY, token);
    } else {
      window.sessionStorage.removeItem(KEY);
    }
  } catch {
    // Not kept when storage is blocked; the page still works for this visit.
  }
}
