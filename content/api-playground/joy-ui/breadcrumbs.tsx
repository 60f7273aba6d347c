import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import type { BreadcrumbsProps } from '@mui/joy/Breadcrumbs';
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
