import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Badge, { type BadgeProps } from '@mui/material/Badge';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import FolderIcon from '@mui/icons-material/Folder';

type Origin = NonNullable<BadgeProps['anchorOrigin']>;

const origins: { label: string; value: string; origin: Origin }[] = [
  { label: 'Top right', value: 'top-right', origin: { vertical: 'top', horizontal: 'right' } },
  { label: 'Top left', value: 'top-left', origin: { vertical: 'top', horizontal: 'left' } },
  {
    label: 'Bottom right',
    value: 'bottom-right',
    origin: { vertical: 'bottom', horizontal: 'right' },
  },
  {
    label: 'Bottom left',
    value: 'bottom-left',
    origin: { vertical: 'bottom', horizontal: 'left' },
  },
];

export default function BadgePlacement() {
  const [placement, setPlacement] = React.useState('top-right');
  const anchorOrigin = origins.find((option) => option.value === placement)!.origin;

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} alignItems="center">
      <Stack direction="row" spacing={4} sx={{ p: 2 }}>
        <Badge badgeContent={8} color="secondary" anchorOrigin={anchorOrigin} overlap="rectangular">
          <Box sx={{ width: 48, height: 48, bgcolor: 'action.selected', borderRadius: 1 }} />
        </Badge>
        <Badge badgeContent={8} color="secondary" anchorOrigin={anchorOrigin} overlap="circular">
          <Avatar sx={{ width: 48, height: 48 }}>
            <FolderIcon />
          </Avatar>
        </Badge>
      </Stack>
      <RadioGroup
        aria-label="Badge position"
        value={placement}
        onChange={(event) => setPlacement(event.target.value)}
      >
        {origins.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </Stack>
  );
}
