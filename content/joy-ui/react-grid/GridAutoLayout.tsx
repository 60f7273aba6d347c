import Button from '@mui/joy/Button';
import Grid from '@mui/joy/Grid';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function GridAutoLayout() {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md' }}>
      <Grid container spacing={1.5} alignItems="center">
        <Grid xs="auto">
          <Typography level="title-sm">Search</Typography>
        </Grid>
        <Grid xs>
          <Input
            placeholder="Orders, customers, products"
            aria-label="Search orders, customers and products"
          />
        </Grid>
        <Grid xs="auto">
          <Button>Go</Button>
        </Grid>
      </Grid>
      <Grid container spacing={1.5} sx={{ mt: 1 }}>
        <Grid xs={12} sm={6} smOffset={3}>
          <Typography level="body-xs" textAlign="center">
            Centered with sm={'{6}'} smOffset={'{3}'}: 6 of 12 columns, after 3 empty ones.
          </Typography>
        </Grid>
      </Grid>
    </Sheet>
  );
}
