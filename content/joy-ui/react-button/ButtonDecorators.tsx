import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import AddIcon from '@mui/icons-material/Add';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DownloadIcon from '@mui/icons-material/Download';

/** Mirrors a directional icon when the page reads right to left. */
const FLIP_IN_RTL = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } };

export default function ButtonDecorators() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <Button startDecorator={<AddIcon />}>New invoice</Button>
      <Button variant="soft" color="neutral" endDecorator={<ArrowForwardIcon sx={FLIP_IN_RTL} />}>
        Next step
      </Button>
      <Button
        variant="outlined"
        color="neutral"
        startDecorator={<DownloadIcon />}
        endDecorator={
          <Chip size="sm" variant="soft" color="neutral">
            2.4 MB
          </Chip>
        }
      >
        Annual report
      </Button>
    </Box>
  );
}
