import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

function Panel({ title, detail }: { title: string; detail: string }) {
  return (
    <Sheet variant="soft" color="primary" sx={{ p: 2, borderRadius: 'sm', height: '100%' }}>
      <Typography level="title-sm" textColor="inherit">
        {title}
      </Typography>
      <Typography level="body-xs" textColor="inherit">
        {detail}
      </Typography>
    </Sheet>
  );
}

export default function GridBasics() {
  return (
    <Grid container spacing={2} sx={{ flexGrow: 1 }}>
      <Grid xs={12} md={8}>
        <Panel title="Revenue chart" detail="xs={12} md={8}" />
      </Grid>
      <Grid xs={12} md={4}>
        <Panel title="Top customers" detail="xs={12} md={4}" />
      </Grid>
      <Grid xs={6} md={4}>
        <Panel title="Orders" detail="xs={6} md={4}" />
      </Grid>
      <Grid xs={6} md={4}>
        <Panel title="Refunds" detail="xs={6} md={4}" />
      </Grid>
      <Grid xs={12} md={4}>
        <Panel title="Stock alerts" detail="xs={12} md={4}" />
      </Grid>
    </Grid>
  );
}
