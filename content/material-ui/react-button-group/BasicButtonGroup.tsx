import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

export default function BasicButtonGroup() {
  return (
    <Stack spacing={2} alignItems="flex-start">
      <ButtonGroup aria-label="Chart range">
        <Button>1D</Button>
        <Button>1W</Button>
        <Button>1M</Button>
        <Button>1Y</Button>
      </ButtonGroup>
      <ButtonGroup variant="contained" aria-label="Document actions">
        <Button>Save</Button>
        <Button>Share</Button>
        <Button>Print</Button>
      </ButtonGroup>
      <ButtonGroup variant="text" aria-label="Page navigation">
        <Button>Previous</Button>
        <Button>Next</Button>
      </ButtonGroup>
    </Stack>
  );
}
