import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Box from '@mui/joy/Box';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';

const TEAM = [
  { name: 'Amara Okafor', initials: 'AO' },
  { name: 'Lucas Meyer', initials: 'LM' },
  { name: 'Priya Raman', initials: 'PR' },
  { name: 'Tomás Silva', initials: 'TS' },
];

const SIZES = { compact: '28px', regular: '40px', roomy: '56px' } as const;
type Density = keyof typeof SIZES;

export default function InheritedAvatarSize() {
  const [density, setDensity] = React.useState<Density>('regular');

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ToggleButtonGroup
        aria-label="Avatar size"
        size="sm"
        value={density}
        onChange={(_event, value) => value && setDensity(value as Density)}
      >
        <Button value="compact">Compact</Button>
        <Button value="regular">Regular</Button>
        <Button value="roomy">Roomy</Button>
      </ToggleButtonGroup>
      {/* One variable on the wrapper: every Avatar below reads it. */}
      <Box sx={{ '--Avatar-size': SIZES[density], display: 'grid', gap: 2 }}>
        <AvatarGroup>
          {TEAM.map((person) => (
            <Avatar key={person.name} title={person.name}>
              {person.initials}
            </Avatar>
          ))}
          <Avatar title="3 more people">+3</Avatar>
        </AvatarGroup>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Avatar variant="solid" color="primary">
            AO
          </Avatar>
          <div>
            <Typography level="title-sm">Amara Okafor</Typography>
            <Typography level="body-xs">Design lead · Lagos</Typography>
          </div>
        </Box>
      </Box>
    </Box>
  );
}
