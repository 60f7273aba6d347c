import * as React from 'react';
import Button from '@mui/joy/Button';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ReportProblemRounded from '@mui/icons-material/ReportProblemRounded';

export default function InvertedSoftSheet() {
  const [showReason, setShowReason] = React.useState(false);

  return (
    <Sheet
      variant="soft"
      color="warning"
      invertedColors
      sx={{ p: 2, borderRadius: 'md', display: 'flex', gap: 2, flexWrap: 'wrap' }}
    >
      <ReportProblemRounded />
      <Stack spacing={0.5} sx={{ flex: '1 1 240px' }}>
        <Typography level="title-md">Your card expires at the end of June</Typography>
        <Typography level="body-sm">
          Update it before 30 June to keep your 4 seats active.{' '}
          <Link component="button" onClick={() => setShowReason(true)}>
            Why do we ask?
          </Link>
        </Typography>
        {showReason ? (
          <Typography level="body-xs">
            Card details expire with the card, so renewals would fail on 1 July.
          </Typography>
        ) : null}
      </Stack>
      <Stack direction="row" spacing={1} alignItems="center">
        <Button variant="plain" size="sm">
          Remind me later
        </Button>
        <Button variant="solid" size="sm">
          Update card
        </Button>
      </Stack>
    </Sheet>
  );
}
