import { useEffect, useState } from 'react';

/** Offset below the top of the viewport at which a heading counts as the current section. */
const ACTIVATION_OFFSET = 96;

/**
 * The id of the section being read: the last heading scrolled above the
 * activation line, or the first heading before any has been reached.
 */
export function useScrollSpy(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (ids.length === 0) {
      return undefined;
    }
    let frame = 0;
    const update = () => {
      frame = 0;
      let current: string | null = ids[0];
      for (const id of ids) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= ACTIVATION_OFFSET) {
          current = id;
        }
      }
      const atBottom =
        window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive(atBottom ? ids[ids.length - 1] : current);
    };
    const onScroll = () => {
      if (!frame) {
        frame = window.requestAnimationFrame(update);
      }
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      window.cancelAnimationFrame(frame);
    };
  }, [ids]);
  return active;
}
