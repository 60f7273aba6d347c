import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { LocalizedLink } from '../../shared/LocalizedLink';
import { useTranslate } from '../../i18n';
import { suggestPathnames, type Suggestion } from '../nav/suggestPathnames';
import { pageKeyToUrl } from '../siteConfig';

/**
 * The 404 page. It is static, so the missing address is read in the browser
 * and compared with every page of the navigation trees (`pages`, from the build).
 */
export function NotFoundPage({ pages }: { pages: readonly Suggestion[] }) {
  const t = useTranslate();
  const [suggestions, setSuggestions] = useState<Suggestion[] | null>(null);
  useEffect(() => {
    const { pathname } = window.location;
    setSuggestions(suggestPathnames(pathname.replace(/^\/zh(?=\/)/, ''), pages));
  }, [pages]);

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', px: { xs: 2, sm: 4 }, py: 8 }}>
      <Typography variant="h1">{t('notFound.title')}</Typography>
      <Typography component="p" sx={{ mt: 2, color: 'text.secondary' }}>
        {t('notFound.description')}
      </Typography>
      <Box
        component="section"
        aria-live="polite"
        sx={{ mt: 4 }}
        data-testid="not-found-suggestions"
      >
        {suggestions === null ? null : suggestions.length > 0 ? (
          <>
            <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
              {t('notFound.suggestions')}
            </Typography>
            <Box component="ul" sx={{ pl: 3 }}>
              {suggestions.map((suggestion) => (
                <li key={suggestion.pathname}>
                  <LocalizedLink href={pageKeyToUrl(suggestion.pathname)}>
                    {suggestion.title}
                  </LocalizedLink>
                </li>
              ))}
            </Box>
          </>
        ) : (
          <Typography component="p">{t('notFound.noSuggestions')}</Typography>
        )}
      </Box>
      <Box
        component={LocalizedLink}
        href="/"
        sx={{ display: 'inline-block', mt: 3, color: 'primary.main' }}
      >
        {t('notFound.home')}
      </Box>
    </Box>
  );
}
