import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';

export default function LinkUnderline() {
  return (
    <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap">
      <Link href="#underline-always">Always underlined (default)</Link>
      <Link href="#underline-hover" underline="hover">
        Underlined on hover
      </Link>
      <Link href="#underline-none" underline="none">
        Never underlined
      </Link>
    </Stack>
  );
}
