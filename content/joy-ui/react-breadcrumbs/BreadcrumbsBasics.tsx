import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function BreadcrumbsBasics() {
  return (
    <Breadcrumbs aria-label="Breadcrumbs">
      <Link color="neutral" href="https://example.com/">
        Store
      </Link>
      <Link color="neutral" href="https://example.com/outdoor">
        Outdoor
      </Link>
      <Link color="neutral" href="https://example.com/outdoor/tents">
        Tents
      </Link>
      <Typography aria-current="page">Two-person ultralight tent</Typography>
    </Breadcrumbs>
  );
}
