import { createContext, useContext, type ReactNode } from 'react';
import type { NavLink } from '../nav/types';

export interface PageNeighbours {
  previous: NavLink | null;
  next: NavLink | null;
}

const NO_NEIGHBOURS: PageNeighbours = { previous: null, next: null };

const PageNeighboursContext = createContext<PageNeighbours>(NO_NEIGHBOURS);

/** Hands the page's previous/next links (computed at build time) to whichever view shows them. */
export function PageNeighboursProvider({
  neighbours,
  children,
}: {
  neighbours: PageNeighbours | null;
  children: ReactNode;
}) {
  return (
    <PageNeighboursContext.Provider value={neighbours ?? NO_NEIGHBOURS}>
      {children}
    </PageNeighboursContext.Provider>
  );
}

export function usePageNeighbours(): PageNeighbours {
  return useContext(PageNeighboursContext);
}
