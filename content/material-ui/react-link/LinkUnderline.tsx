import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';

export default function LinkUnderline() {
  return (
    <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap">
      <Link href="/material-ui/react-link/">Always underlined (default)</Link>
      <Link href="/material-ui/api/link/" underline="hover">
        Underlined on hover
      </Link>
      <Link href="/material-ui/react-typography/" underline="none">
        Never underlined
      </Link>
    </Stack>
  );
}
