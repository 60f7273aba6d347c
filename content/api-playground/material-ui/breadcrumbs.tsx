import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { BreadcrumbsProps } from '@mui/material/Breadcrumbs';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [
      <Link key="home" href="#">
        Home
      </Link>,
      <Link key="shop" href="#">
        Shop
      </Link>,
      <Typography key="shoes">Shoes</Typography>,
    ],
  },
} satisfies PlaygroundPreset<BreadcrumbsProps>;
