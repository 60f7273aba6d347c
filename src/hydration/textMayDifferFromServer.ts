/**
 * Props for an element whose text the browser computes differently from the server: spread them
 * on the element that holds the text as its only child (`<span {...TEXT_MAY_DIFFER_FROM_SERVER}>`).
 *
 * The default theme viewer shows functions as text, and a function's text depends on how its
 * bundle was minified, which differs between the server's bundle and the browser's. Told so,
 * React 18 writes the browser's text while hydrating; otherwise the mismatch is an error, and
 * React drops the server HTML of the whole hydration region (the page) and renders it again.
 * Use this for text only: for content the browser should not render at all, use a StaticIsland.
 */
export const TEXT_MAY_DIFFER_FROM_SERVER = { suppressHydrationWarning: true } as const;
