import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import type { BreadcrumbsProps } from '@mui/joy/Breadcrumbs';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [
      <Link key="docs" href="#">
        Docs
      </Link>,
      <Typography key="guide">Installation</Typography>,
    ],
  },
} satisfies PlaygroundPreset<BreadcrumbsProps>;
