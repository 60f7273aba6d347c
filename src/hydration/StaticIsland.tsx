import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { ServerIslandContext } from './serverIsland';

const KEEP_SERVER_HTML = { __html: '' };

type StaticIslandProps = Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
> & {
  /** What the server renders inside the element. The browser never renders it. */
  children?: ReactNode;
};

/**
 * A `<div>` whose content the server renders and the browser keeps as it is: React neither
 * hydrates nor replaces what is inside, so its components cost no script at all until their owner
 * renders something else in its place. The element itself (its attributes, ref and handlers)
 * hydrates like any other.
 *
 * In the browser the element is rendered with an empty `dangerouslySetInnerHTML` and
 * `suppressHydrationWarning`: while hydrating, React neither walks nor compares the children of an
 * element given its inner HTML, and on later renders it writes the inner HTML only when that
 * string changes, which it never does. Rendered by a client render (no server HTML), the element
 * is simply empty.
 *
 * On the server its inside renders with {@link ServerIslandContext} set: HTML that is never
 * hydrated may draw what the browser draws only after measuring (a chart at its size).
 *
 * The owner decides when the island gives way (NavTreeIsland when its tree changes, DemoLive when
 * the demo's code has arrived) and whether it holds server HTML at all (`useIsHydrating` at mount).
 */
export const StaticIsland = forwardRef<HTMLDivElement, StaticIslandProps>(function StaticIsland(
  { children, ...elementProps },
  ref,
) {
  if (typeof window === 'undefined') {
    return (
      <div ref={ref} {...elementProps}>
        <ServerIslandContext.Provider value>{children}</ServerIslandContext.Provider>
      </div>
    );
  }
  return (
    <div
      ref={ref}
      {...elementProps}
      suppressHydrationWarning
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
    />
  );
});
