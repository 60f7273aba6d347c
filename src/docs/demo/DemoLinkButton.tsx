import { useTranslate } from '../../i18n';
import { demoLinkUrl } from './demoLink';
import { DemoToolButton } from './DemoToolButton';
import { useCopyFeedback } from '../../shared/useCopyFeedback';
import type { RovingItemProps } from './rovingItemProps';
import { visuallyHidden } from '../../shared/visuallyHidden';

interface DemoLinkButtonProps {
  /** The demo's file name, which is its section id on the page. */
  file: string;
  itemProps: RovingItemProps;
}

/** "Copy link": puts the page URL with `#<demo file>` on the clipboard, then reads "Link copied". */
export function DemoLinkButton({ file, itemProps }: DemoLinkButtonProps) {
  const t = useTranslate();
  const { copyState, copy } = useCopyFeedback();
  const label = {
    idle: t('demo.copyLink'),
    copied: t('demo.linkCopied'),
    error: t('code.copyFailed'),
  }[copyState];
  return (
    <>
      <DemoToolButton
        tooltip={t('demo.copyLinkTitle')}
        aria-label={copyState === 'idle' ? t('demo.copyLinkTitle') : label}
        data-state={copyState}
        onClick={() => copy(demoLinkUrl(window.location.href, file))}
        {...itemProps}
      >
        {label}
      </DemoToolButton>
      <span role="status" style={visuallyHidden}>
        {copyState === 'idle' ? '' : label}
      </span>
    </>
  );
}
