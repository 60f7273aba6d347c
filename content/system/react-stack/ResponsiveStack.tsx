import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const plans = [
  { name: 'Starter', price: '$9', detail: '1 project' },
  { name: 'Team', price: '$29', detail: '10 projects' },
  { name: 'Business', price: '$79', detail: 'Unlimited projects' },
];

export default function ResponsiveStack() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
      {plans.map((plan) => (
        <Box
          key={plan.name}
          sx={{ flex: 1, p: 2, border: '1px solid rgba(128, 128, 128, 0.4)', borderRadius: 2 }}
        >
          <Box sx={{ fontWeight: 600 }}>{plan.name}</Box>
          <Box sx={{ fontSize: 28, fontWeight: 700 }}>
            {plan.price}
            <Box component="span" sx={{ fontSize: 14, fontWeight: 400 }}>
              {' '}
              / month
            </Box>
          </Box>
          <Box sx={{ fontSize: 14 }}>{plan.detail}</Box>
        </Box>
      ))}
    </Stack>
  );
}
