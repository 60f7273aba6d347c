import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function ButtonColors() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button variant="contained" color="primary">
          Continue
        </Button>
        <Button variant="contained" color="secondary">
          Invite team
        </Button>
        <Button variant="contained" color="success">
          Approve
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button variant="outlined" color="success">
          Mark as paid
        </Button>
        <Button variant="outlined" color="error">
          Cancel order
        </Button>
        <Button color="secondary">Learn more</Button>
      </Stack>
    </Stack>
  );
}
