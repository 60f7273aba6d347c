import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const addOns = [
  { id: 'backup', name: 'Daily backups', price: '$4 / month' },
  { id: 'domain', name: 'Custom domain', price: '$2 / month' },
  { id: 'support', name: 'Priority support', price: '$12 / month' },
];

export default function CheckboxCards() {
  return (
    <Box
      role="group"
      aria-labelledby="checkbox-cards-title"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 360 }}
    >
      <Typography id="checkbox-cards-title" level="title-md">
        Add-ons
      </Typography>
      {addOns.map((addOn) => (
        <Sheet
          key={addOn.id}
          variant="outlined"
          sx={{
            p: 2,
            borderRadius: 'md',
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            '&:has(input:checked)': { borderColor: 'primary.outlinedBorder' },
          }}
        >
          <Checkbox overlay name="addOns" value={addOn.id} label={addOn.name} sx={{ flex: 1 }} />
          <Typography level="body-sm">{addOn.price}</Typography>
        </Sheet>
      ))}
    </Box>
  );
}
