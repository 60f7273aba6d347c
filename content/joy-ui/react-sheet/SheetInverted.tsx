import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';

export default function SheetInverted() {
  return (
    <Sheet
      variant="solid"
      color="neutral"
      invertedColors
      role="region"
      aria-label="Cookie notice"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        p: 2,
        borderRadius: 'md',
        maxWidth: 560,
      }}
    >
      <Typography level="body-sm" textColor="inherit" sx={{ flex: '1 1 240px' }}>
        We use cookies to remember your language and to count visits. No advertising trackers.
      </Typography>
      <Button variant="outlined" size="sm">
        Preferences
      </Button>
      <Button size="sm">Accept</Button>
      <IconButton size="sm" variant="plain" aria-label="Close the notice">
        <CloseRounded />
      </IconButton>
    </Sheet>
  );
}
