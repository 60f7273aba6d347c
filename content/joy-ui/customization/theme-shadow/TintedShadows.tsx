import * as React from 'react';
import Box from '@mui/joy/Box';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const PLANS = [
  { value: 'starter', name: 'Starter', price: '$0', detail: '1 project, community support' },
  { value: 'studio', name: 'Studio', price: '$19', detail: '10 projects, email support' },
  { value: 'agency', name: 'Agency', price: '$49', detail: 'Unlimited projects, 24/7 support' },
];

export default function TintedShadows() {
  const [plan, setPlan] = React.useState('studio');

  return (
    <RadioGroup
      aria-label="Plan"
      value={plan}
      onChange={(event) => setPlan(event.target.value)}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 2 }}
    >
      {PLANS.map((option) => {
        const selected = plan === option.value;
        return (
          <Sheet
            key={option.value}
            variant="outlined"
            sx={(theme) => ({
              p: 2,
              borderRadius: 'lg',
              // The selected card tints the theme's shadow with the primary color and adds
              // a ring. theme.shadow.lg reads these variables where it is used; the sx
              // shorthand boxShadow: 'lg' would read --joy-shadow-lg, already computed above.
              ...(selected && {
                '--joy-shadowChannel': theme.vars.palette.primary.mainChannel,
                '--joy-shadowOpacity': '0.24',
                '--joy-shadowRing': `0 0 0 2px ${theme.vars.palette.primary.outlinedColor}`,
                boxShadow: theme.shadow.lg,
              }),
            })}
          >
            <Radio
              overlay
              value={option.value}
              label={option.name}
              sx={{
                fontWeight: 'lg',
                flexDirection: 'row-reverse',
                justifyContent: 'space-between',
              }}
            />
            <Box sx={{ mt: 1 }}>
              <Typography level="h4" component="p">
                {option.price}
                <Typography level="body-sm" component="span">
                  {' '}
                  / month
                </Typography>
              </Typography>
              <Typography level="body-sm">{option.detail}</Typography>
            </Box>
          </Sheet>
        );
      })}
    </RadioGroup>
  );
}
