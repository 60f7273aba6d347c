import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizedLink } from '../../shared/LocalizedLink';
import { useTranslate } from '../../i18n';
import { PRODUCTS } from '../../products';

/** Every documented product with its version here and links to the other majors' sites. */
export function VersionsPage() {
  const t = useTranslate();
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 2, sm: 4 }, py: 5 }}>
      <Typography variant="h1">{t('versions.title')}</Typography>
      <Typography component="p" sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>
        {t('versions.description')}
      </Typography>
      <Box className="markdown-body">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('versions.product')}</th>
              <th scope="col">{t('versions.package')}</th>
              <th scope="col">{t('versions.documented')}</th>
              <th scope="col">{t('versions.others')}</th>
            </tr>
          </thead>
          <tbody>
            {PRODUCTS.map((product) => (
              <tr key={product.id}>
                <th scope="row">
                  <LocalizedLink href={product.href}>{product.name}</LocalizedLink>
                </th>
                <td>
                  <code>{product.packageName}</code>
                </td>
                <td>
                  {product.version} ({t('versions.current')})
                </td>
                <td>
                  {product.versions
                    .filter((entry) => !entry.current)
                    .map((entry, index) => (
                      <span key={entry.href}>
                        {index > 0 ? ' · ' : null}
                        <a href={entry.href}>{entry.text}</a>
                      </span>
                    ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
