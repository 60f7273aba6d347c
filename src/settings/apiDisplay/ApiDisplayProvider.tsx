import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { readStored, writeSetting } from '../storageCodec';
import {
  API_LAYOUT_CODECS,
  API_LAYOUT_SECTIONS,
  chooseFirstLayout,
  isCrawler,
  type ApiLayout,
  type ApiLayoutSection,
} from './apiDisplayCodec';

type Layouts = Record<ApiLayoutSection, ApiLayout>;

interface ApiDisplayState {
  layouts: Layouts;
  /** Sections whose layout is new (a first visit's pick, a reader's choice) and must be stored. */
  unsaved: readonly ApiLayoutSection[];
}

interface ApiDisplayValue {
  layouts: Layouts;
  setLayout: (section: ApiLayoutSection, layout: ApiLayout | null) => void;
}

const ApiDisplayContext = createContext<ApiDisplayValue | null>(null);

const EXPENDED: Layouts = { props: 'expended', slots: 'expended', classes: 'expended' };

/** The layouts read in this page load, reused by API pages reached by client-side navigation. */
let sessionLayouts: Layouts | null = null;

/** After the stored layouts replace the server's, the address's anchor moved: bring it back. */
function scrollToHash(): void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (id) {
    document.getElementById(id)?.scrollIntoView();
  }
}

/**
 * The layout of each API section (props, slots, CSS classes). The server and
 * the first render show the expanded list, so crawlers and readers without
 * JavaScript get every row; after mount the stored choices apply. A first
 * visit gets one layout at random for the sections without a choice
 * (crawlers always the expanded list), stored from then on. Storage is only
 * touched in effects, never in event handlers.
 */
export function ApiDisplayProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ApiDisplayState>(() => ({
    layouts: sessionLayouts ?? EXPENDED,
    unsaved: [],
  }));
  /** The restored layouts whose first render must bring the address's anchor back into view. */
  const scrollFor = useRef<Layouts | null>(null);

  useEffect(() => {
    if (sessionLayouts) {
      return;
    }
    const userAgent = window.navigator.userAgent;
    if (isCrawler(userAgent)) {
      sessionLayouts = EXPENDED;
      return;
    }
    const first = chooseFirstLayout(userAgent, Math.random);
    const layouts = { ...EXPENDED };
    const unsaved: ApiLayoutSection[] = [];
    for (const section of API_LAYOUT_SECTIONS) {
      const stored = readStored(API_LAYOUT_CODECS[section]);
      layouts[section] = stored ?? first;
      if (!stored) {
        unsaved.push(section);
      }
    }
    sessionLayouts = layouts;
    scrollFor.current = layouts;
    setState({ layouts, unsaved });
  }, []);

  useEffect(() => {
    for (const section of state.unsaved) {
      writeSetting(API_LAYOUT_CODECS[section], state.layouts[section]);
    }
  }, [state.unsaved, state.layouts]);

  useEffect(() => {
    if (scrollFor.current === state.layouts) {
      scrollFor.current = null;
      scrollToHash();
    }
  }, [state.layouts]);

  const setLayout = useCallback((section: ApiLayoutSection, layout: ApiLayout | null) => {
    // A toggle group reports null when the active button is pressed again: keep the layout.
    if (!layout) {
      return;
    }
    setState((previous) => {
      const layouts = { ...previous.layouts, [section]: layout };
      sessionLayouts = layouts;
      return { layouts, unsaved: [section] };
    });
  }, []);

  const value = useMemo(() => ({ layouts: state.layouts, setLayout }), [state.layouts, setLayout]);
  return <ApiDisplayContext.Provider value={value}>{children}</ApiDisplayContext.Provider>;
}

/** The layout of one API section and its setter. */
export function useApiLayout(
  section: ApiLayoutSection,
): [ApiLayout, (layout: ApiLayout | null) => void] {
  const value = useContext(ApiDisplayContext);
  if (!value) {
    throw new Error(
      'useApiLayout() was called outside <ApiDisplayProvider>: wrap the API page in it.',
    );
  }
  const { layouts, setLayout } = value;
  const set = useCallback(
    (layout: ApiLayout | null) => setLayout(section, layout),
    [setLayout, section],
  );
  return [layouts[section], set];
}
