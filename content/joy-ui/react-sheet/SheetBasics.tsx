import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function SheetBasics() {
  return (
    <Sheet variant="outlined" sx={{ maxWidth: 400, p: 2, borderRadius: 'md', boxShadow: 'sm' }}>
      <Typography level="title-md">Maintenance window</Typography>
      <Typography level="body-sm" sx={{ mt: 0.5 }}>
        The dashboard is read-only on Sunday from 02:00 to 03:00 UTC while we upgrade the database.
      </Typography>
    </Sheet>
  );
}
