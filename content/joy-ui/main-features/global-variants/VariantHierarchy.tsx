import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function VariantHierarchy() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 440 }}>
      <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between">
        <Typography level="title-lg" component="h3">
          Invite to workspace
        </Typography>
        <Chip variant="soft" color="warning" size="sm">
          3 seats left
        </Chip>
      </Stack>
      <FormControl>
        <FormLabel>Email address</FormLabel>
        <Input variant="outlined" type="email" placeholder="grace@northwind.dev" />
      </FormControl>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Button variant="plain" color="neutral">
          Cancel
        </Button>
        <Button variant="soft" color="primary">
          Copy invite link
        </Button>
        <Button variant="solid" color="primary">
          Send invite
        </Button>
      </CardActions>
    </Card>
  );
}
