import Radio, { radioClasses } from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const plans = [
  { id: 'starter', name: 'Starter', price: '$0', detail: '1 project, community support' },
  { id: 'team', name: 'Team', price: '$29', detail: '10 projects, email support' },
  { id: 'business', name: 'Business', price: '$99', detail: 'Unlimited projects, SSO' },
];

export default function RadioCards() {
  return (
    <div>
      <Typography id="plan-label" level="title-md" sx={{ mb: 1.5 }}>
        Choose a plan
      </Typography>
      <RadioGroup
        aria-labelledby="plan-label"
        name="plan"
        defaultValue="team"
        overlay
        sx={{ flexDirection: 'row', flexWrap: 'wrap', gap: 2 }}
      >
        {plans.map((plan) => (
          <Sheet
            key={plan.id}
            variant="outlined"
            sx={{
              flex: '1 1 160px',
              p: 2,
              borderRadius: 'md',
              display: 'flex',
              flexDirection: 'column',
              gap: 0.5,
            }}
          >
            <Radio
              value={plan.id}
              label={plan.name}
              slotProps={{
                label: { sx: { fontWeight: 'lg' } },
                action: ({ checked }) => ({
                  sx: checked ? { inset: -1, border: '2px solid', borderColor: 'primary.500' } : {},
                }),
              }}
              sx={{ [`& .${radioClasses.radio}`]: { flexShrink: 0 } }}
            />
            <Typography level="h4" component="p">
              {plan.price}
              <Typography level="body-sm"> / month</Typography>
            </Typography>
            <Typography level="body-sm">{plan.detail}</Typography>
          </Sheet>
        ))}
      </RadioGroup>
    </div>
  );
}
