import NextLink from 'next/link';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { localizePathname } from '../docs/routing/pathnameToLanguage';
import { useI18n } from '../i18n';

export interface LocalizedLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A canonical site URL (`/x/introduction/`) or an external `https://` URL. */
  href: string;
  prefetch?: boolean;
}

/** A link that keeps the reader's language: `/x/…` becomes `/zh/x/…` on Chinese pages. */
export const LocalizedLink = forwardRef<HTMLAnchorElement, LocalizedLinkProps>(
  function LocalizedLink({ href, prefetch = false, ...other }, ref) {
    const { language } = useI18n();
    if (/^https?:\/\//.test(href)) {
      return <a ref={ref} href={href} {...other} />;
    }
    return (
      <NextLink ref={ref} href={localizePathname(href, language)} prefetch={prefetch} {...other} />
    );
  },
);
