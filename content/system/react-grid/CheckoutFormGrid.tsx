import Box from '@mui/system/Box';
import Grid from '@mui/system/Unstable_Grid';

const fieldSx = {
  display: 'block',
  width: 1,
  boxSizing: 'border-box',
  mt: 0.5,
  px: 1,
  py: 0.75,
  font: 'inherit',
  color: 'inherit',
  bgcolor: 'transparent',
  border: '1px solid rgba(128, 128, 128, 0.6)',
  borderRadius: 1,
} as const;

const fields = [
  {
    id: 'first-name',
    label: 'First name',
    value: 'Lena',
    autoComplete: 'given-name',
    sizes: { xs: 12, sm: 6 },
  },
  {
    id: 'last-name',
    label: 'Last name',
    value: 'Fischer',
    autoComplete: 'family-name',
    sizes: { xs: 12, sm: 6 },
  },
  {
    id: 'street',
    label: 'Street',
    value: 'Lindenstraße 12',
    autoComplete: 'address-line1',
    sizes: { xs: 12 },
  },
  {
    id: 'postal-code',
    label: 'Postal code',
    value: '10969',
    autoComplete: 'postal-code',
    sizes: { xs: 4, sm: 3 },
  },
  {
    id: 'city',
    label: 'City',
    value: 'Berlin',
    autoComplete: 'address-level2',
    sizes: { xs: 8, sm: 5 },
  },
  {
    id: 'country',
    label: 'Country',
    value: 'Germany',
    autoComplete: 'country-name',
    sizes: { xs: 12, sm: 4 },
  },
];

export default function CheckoutFormGrid() {
  return (
    <Box
      component="form"
      aria-label="Delivery address"
      onSubmit={(event) => event.preventDefault()}
    >
      <Grid container spacing={2}>
        {fields.map((field) => (
          <Grid key={field.id} {...field.sizes}>
            <label htmlFor={`checkout-${field.id}`}>{field.label}</label>
            <Box
              component="input"
              id={`checkout-${field.id}`}
              name={field.id}
              defaultValue={field.value}
              autoComplete={field.autoComplete}
              sx={fieldSx}
            />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
