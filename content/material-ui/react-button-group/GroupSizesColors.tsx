import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

export default function GroupSizesColors() {
  return (
    <Stack spacing={2} alignItems="flex-start">
      <ButtonGroup size="small" aria-label="Zoom, small">
        <Button>75%</Button>
        <Button>100%</Button>
        <Button>125%</Button>
      </ButtonGroup>
      <ButtonGroup aria-label="Zoom, medium">
        <Button>75%</Button>
        <Button>100%</Button>
        <Button>125%</Button>
      </ButtonGroup>
      <ButtonGroup size="large" aria-label="Zoom, large">
        <Button>75%</Button>
        <Button>100%</Button>
        <Button>125%</Button>
      </ButtonGroup>
      <ButtonGroup color="secondary" variant="contained" disableElevation aria-label="Review">
        <Button>Approve</Button>
        <Button>Request changes</Button>
      </ButtonGroup>
    </Stack>
  );
}
