import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const invoices = [
  { id: 'INV-3021', customer: 'Blue Harbor Café', amount: '$1,240.00' },
  { id: 'INV-3022', customer: 'Nordlicht GmbH', amount: '$860.50' },
  { id: 'INV-3023', customer: 'Tanaka Design', amount: '$2,315.00' },
  { id: 'INV-3024', customer: 'Greenfield Farms', amount: '$410.75' },
  { id: 'INV-3025', customer: 'Atlas Robotics', amount: '$5,980.00' },
  { id: 'INV-3026', customer: 'Casa Lumen', amount: '$720.00' },
];

export default function SheetSurfaces() {
  return (
    <Sheet sx={{ p: 2, borderRadius: 'md', bgcolor: 'background.level1', maxWidth: 420 }}>
      <Typography level="title-md" sx={{ mb: 1.5 }}>
        Unpaid invoices
      </Typography>
      <Sheet
        variant="outlined"
        tabIndex={0}
        role="region"
        aria-label="Unpaid invoices list"
        sx={{ borderRadius: 'sm', maxHeight: 180, overflow: 'auto' }}
      >
        <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {invoices.map((invoice) => (
            <Stack
              component="li"
              key={invoice.id}
              direction="row"
              justifyContent="space-between"
              sx={{ px: 2, py: 1.25, '& + &': { borderTop: '1px solid', borderColor: 'divider' } }}
            >
              <div>
                <Typography level="title-sm">{invoice.customer}</Typography>
                <Typography level="body-xs">{invoice.id}</Typography>
              </div>
              <Typography level="body-sm" fontWeight="md">
                {invoice.amount}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </Sheet>
    </Sheet>
  );
}
