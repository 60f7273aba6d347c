import { useEffect, useRef } from 'react';
import { useCodeStyling, type CodeStyling } from '../../settings';
import { DemoBlock } from './DemoBlock';
import type { DemoRecord } from './demoRecord';

/**
 * A demo that ships a MUI System variant and a Tailwind CSS or plain-CSS one (or both). Every
 * variant is rendered (each with its own code, live editor and sandbox export); CSS shows the
 * one the reader's code styling names, set on `<html>` before paint (demoStylingRules.ts), and
 * only the visible one ever loads its code.
 */
export function DemoStylings({
  system,
  tailwind,
  css,
}: {
  system: DemoRecord;
  tailwind: DemoRecord | null;
  css: DemoRecord | null;
}) {
  const group = useRef<HTMLDivElement>(null);
  const { setCodeStyling } = useCodeStyling();

  // A link to one variant (`#CartButtonsCss`), on load or within the page, shows that variant.
  useEffect(() => {
    const showLinkedVariant = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      const variant = target?.closest<HTMLElement>('[data-styling]');
      if (!target || !variant || !group.current?.contains(variant)) {
        return;
      }
      if (variant.offsetParent === null) {
        setCodeStyling(variant.dataset.styling as CodeStyling);
        requestAnimationFrame(() => target.scrollIntoView());
      }
    };
    showLinkedVariant();
    window.addEventListener('hashchange', showLinkedVariant);
    return () => window.removeEventListener('hashchange', showLinkedVariant);
  }, [setCodeStyling]);

  /** The switch hides the toolbar it was used in: focus the switch in the one now shown. */
  const keepFocus = (styling: CodeStyling) => {
    requestAnimationFrame(() => {
      group.current
        ?.querySelector<HTMLElement>(`[data-styling="${styling}"] [data-styling-menu]`)
        ?.focus();
    });
  };

  const variants = (
    [
      ['system', system],
      ['tailwind', tailwind],
      ['css', css],
    ] as const
  ).filter((variant): variant is readonly [CodeStyling, DemoRecord] => variant[1] !== null);
  const available = variants.map(([styling]) => styling);

  return (
    <div ref={group} data-stylings={available.join(' ')}>
      {variants.map(([styling, demo]) => (
        <div key={styling} data-styling={styling}>
          <DemoBlock demo={demo} styling={{ current: styling, available, onChange: keepFocus }} />
        </div>
      ))}
    </div>
  );
}
