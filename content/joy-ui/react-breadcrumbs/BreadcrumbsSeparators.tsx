import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';

const sizes = ['sm', 'md', 'lg'] as const;

/** Mirrors a directional icon when the page reads right to left. */
const FLIP_IN_RTL = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } };

export default function BreadcrumbsSeparators() {
  return (
    <Stack spacing={2}>
      <Breadcrumbs
        aria-label="Breadcrumbs with a chevron"
        separator={<ChevronRightRounded sx={FLIP_IN_RTL} />}
      >
        <Link color="neutral" href="https://example.com/" startDecorator={<HomeRounded />}>
          Home
        </Link>
        <Link color="neutral" href="https://example.com/settings">
          Settings
        </Link>
        <Typography aria-current="page">Billing</Typography>
      </Breadcrumbs>
      {sizes.map((size) => (
        <Breadcrumbs key={size} size={size} separator="›" aria-label={`Breadcrumbs, size ${size}`}>
          <Link color="neutral" href="https://example.com/docs">
            Docs
          </Link>
          <Link color="neutral" href="https://example.com/docs/api">
            API
          </Link>
          <Typography aria-current="page">Size {size}</Typography>
        </Breadcrumbs>
      ))}
    </Stack>
  );
}
