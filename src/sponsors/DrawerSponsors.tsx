import { useId } from 'react';
import { LocalizedLink } from '../shared/LocalizedLink';
import { useTranslate } from '../i18n';
import { DIAMOND_SPONSORS, SPONSOR_LINK_REL, SPONSORS_PAGE } from './sponsors';

/**
 * The Diamond sponsors at the bottom of the navigation drawer, on every page. Plain links and
 * sized, lazily loaded images styled by the global stylesheet (`.drawer-sponsors`): no state,
 * no MUI components, nearly nothing to hydrate.
 */
export function DrawerSponsors() {
  const t = useTranslate();
  const headingId = useId();
  return (
    <div className="drawer-sponsors" data-testid="drawer-sponsors">
      <p id={headingId} className="drawer-sponsors-heading">
        {t('sponsors.diamondHeading')}
      </p>
      <ul aria-labelledby={headingId}>
        {DIAMOND_SPONSORS.map((sponsor) => (
          <li key={sponsor.name}>
            <a
              href={sponsor.url}
              rel={SPONSOR_LINK_REL}
              target="_blank"
              title={sponsor.description}
            >
              {/* The wordmark shows the name; its alt text names the link. A plain <img>
                  (sized, lazy): next/image would add script to every page. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={sponsor.logo} alt={sponsor.name} width={120} height={30} loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
      <LocalizedLink href={SPONSORS_PAGE} className="drawer-sponsors-become">
        {t('sponsors.become')}
      </LocalizedLink>
    </div>
  );
}
