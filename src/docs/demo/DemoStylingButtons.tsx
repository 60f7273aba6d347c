import { useTranslate } from '../../i18n';
import { DemoToolButton } from './DemoToolButton';
import { useCodeStyling, type CodeStyling } from '../../settings';
import type { RovingItemProps } from './rovingItemProps';

const STYLINGS = [
  { styling: 'system', label: 'settings.stylingSystem', title: 'demo.stylingSystemTitle' },
  { styling: 'tailwind', label: 'settings.stylingTailwind', title: 'demo.stylingTailwindTitle' },
  { styling: 'css', label: 'settings.stylingCss', title: 'demo.stylingCssTitle' },
] as const;

/**
 * The code-styling switch of a demo that ships several styling variants: the reader's
 * choice applies to every such demo on the site (and is offered in the settings drawer).
 * `styling` is the variant this toolbar belongs to, shown pressed; `available` the variants the
 * demo ships (one button each, so as many toolbar items).
 */
export function DemoStylingButtons({
  styling,
  available,
  onChange,
  itemProps,
}: {
  styling: CodeStyling;
  available: readonly CodeStyling[];
  onChange: (styling: CodeStyling) => void;
  itemProps: (offset: number) => RovingItemProps;
}) {
  const t = useTranslate();
  const { setCodeStyling } = useCodeStyling();
  return (
    <>
      {STYLINGS.filter((option) => available.includes(option.styling)).map((option, offset) => (
        <DemoToolButton
          key={option.styling}
          aria-pressed={styling === option.styling}
          tooltip={t(option.title)}
          selected={styling === option.styling}
          data-styling-button={option.styling}
          onClick={() => {
            setCodeStyling(option.styling);
            onChange(option.styling);
          }}
          {...itemProps(offset)}
        >
          {t(option.label)}
        </DemoToolButton>
      ))}
    </>
  );
}
