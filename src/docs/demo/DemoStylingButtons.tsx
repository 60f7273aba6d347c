import Button from '@mui/material/Button';
import { useTranslate } from '../../i18n';
import { useCodeStyling, type CodeStyling } from '../../settings';
import type { RovingItemProps } from './rovingItemProps';

/** How many toolbar items this component renders (for the toolbar's roving focus). */
export const STYLING_BUTTON_COUNT = 2;

const STYLINGS = [
  { styling: 'system', label: 'settings.stylingSystem', title: 'demo.stylingSystemTitle' },
  { styling: 'css', label: 'settings.stylingCss', title: 'demo.stylingCssTitle' },
] as const;

/**
 * The code-styling switch of a demo that ships several styling variants: the reader's
 * choice applies to every such demo on the site (and is offered in the settings drawer).
 * `styling` is the variant this toolbar belongs to, shown pressed.
 */
export function DemoStylingButtons({
  styling,
  onChange,
  itemProps,
}: {
  styling: CodeStyling;
  onChange: (styling: CodeStyling) => void;
  itemProps: (offset: number) => RovingItemProps;
}) {
  const t = useTranslate();
  const { setCodeStyling } = useCodeStyling();
  return (
    <>
      {STYLINGS.map((option, offset) => (
        <Button
          key={option.styling}
          size="small"
          aria-pressed={styling === option.styling}
          title={t(option.title)}
          variant={styling === option.styling ? 'outlined' : 'text'}
          data-styling-button={option.styling}
          onClick={() => {
            setCodeStyling(option.styling);
            onChange(option.styling);
          }}
          {...itemProps(offset)}
        >
          {t(option.label)}
        </Button>
      ))}
    </>
  );
}
