import Divider from '@mui/joy/Divider';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const totals = [
  { label: 'Subtotal', value: '$84.00' },
  { label: 'Shipping', value: '$6.50' },
  { label: 'Tax', value: '$7.24' },
];

export default function DividerBasics() {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', maxWidth: 320 }}>
      <Stack spacing={1}>
        {totals.map((row) => (
          <Stack key={row.label} direction="row" justifyContent="space-between">
            <Typography level="body-sm">{row.label}</Typography>
            <Typography level="body-sm">{row.value}</Typography>
          </Stack>
        ))}
        <Divider />
        <Stack direction="row" justifyContent="space-between">
          <Typography level="title-md">Total</Typography>
          <Typography level="title-md">$97.74</Typography>
        </Stack>
      </Stack>
    </Sheet>
  );
}
