import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const plans = [
  { name: 'Hobby', price: '$0' },
  { name: 'Pro', price: '$12' },
  { name: 'Team', price: '$40' },
];

export default function StackResponsive() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 2 }}>
      {plans.map((plan) => (
        <Card key={plan.name} variant="soft" sx={{ flex: 1 }}>
          <Typography level="title-md">{plan.name}</Typography>
          <Typography level="h3" component="p">
            {plan.price}
            <Typography level="body-sm"> / month</Typography>
          </Typography>
        </Card>
      ))}
    </Stack>
  );
}
