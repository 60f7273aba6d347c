import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LocalizedLink } from '../../shared/LocalizedLink';
import { useTranslate } from '../../i18n';
import { productsInCategory, type Product } from '../../products';

function ProductCard({ product }: { product: Product }) {
  return (
    <Box
      component="li"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <Box
        component={LocalizedLink}
        href={product.href}
        sx={{ display: 'block', p: 2.5, color: 'inherit', textDecoration: 'none' }}
      >
        <Typography component="h3" variant="h3">
          {product.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          <code>{product.packageName}</code> v{product.version}
        </Typography>
      </Box>
    </Box>
  );
}

function ProductGrid({ title, products }: { title: string; products: readonly Product[] }) {
  return (
    <Box component="section" sx={{ mt: 6 }}>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
          gap: 2,
          listStyle: 'none',
          m: 0,
          p: 0,
        }}
      >
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </Box>
    </Box>
  );
}

/** The landing page: what the site documents and where to start. */
export function HomePage() {
  const t = useTranslate();
  return (
    <Box sx={{ maxWidth: 1160, mx: 'auto', px: { xs: 2, sm: 4 }, py: { xs: 5, md: 9 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2.25rem', md: '3.25rem' } }}>
        {t('home.title')}
      </Typography>
      <Typography
        component="p"
        sx={{ mt: 2, maxWidth: 680, fontSize: '1.2rem', color: 'text.secondary' }}
      >
        {t('home.tagline')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, mt: 4, flexWrap: 'wrap' }}>
        <Button variant="contained" size="large" component={LocalizedLink} href="/x/introduction/">
          {t('home.getStarted')}
        </Button>
        <Button
          variant="outlined"
          size="large"
          component={LocalizedLink}
          href="/x/introduction/installation/"
        >
          {t('home.install')}
        </Button>
      </Box>
      <ProductGrid title={t('home.xTitle')} products={productsInCategory('x')} />
      <ProductGrid title={t('home.coreTitle')} products={productsInCategory('core')} />
    </Box>
  );
}
