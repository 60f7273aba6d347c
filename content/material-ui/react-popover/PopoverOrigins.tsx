import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Popover, { type PopoverOrigin } from '@mui/material/Popover';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Vertical = PopoverOrigin['vertical'];
type Horizontal = PopoverOrigin['horizontal'];
const verticals: Vertical[] = ['top', 'center', 'bottom'];
const horizontals: Horizontal[] = ['left', 'center', 'right'];

function OriginControl({
  name,
  value,
  onChange,
}: {
  name: string;
  value: PopoverOrigin;
  onChange: (value: PopoverOrigin) => void;
}) {
  return (
    <Stack direction="row" spacing={2}>
      <FormControl>
        <FormLabel id={`${name}-vertical`}>{name}.vertical</FormLabel>
        <RadioGroup
          aria-labelledby={`${name}-vertical`}
          value={value.vertical}
          onChange={(event) => onChange({ ...value, vertical: event.target.value as Vertical })}
        >
          {verticals.map((option) => (
            <FormControlLabel
              key={String(option)}
              value={option}
              control={<Radio size="small" />}
              label={String(option)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel id={`${name}-horizontal`}>{name}.horizontal</FormLabel>
        <RadioGroup
          aria-labelledby={`${name}-horizontal`}
          value={value.horizontal}
          onChange={(event) => onChange({ ...value, horizontal: event.target.value as Horizontal })}
        >
          {horizontals.map((option) => (
            <FormControlLabel
              key={String(option)}
              value={option}
              control={<Radio size="small" />}
              label={String(option)}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </Stack>
  );
}

export default function PopoverOrigins() {
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const [open, setOpen] = React.useState(false);
  const [anchorOrigin, setAnchorOrigin] = React.useState<PopoverOrigin>({
    vertical: 'bottom',
    horizontal: 'center',
  });
  const [transformOrigin, setTransformOrigin] = React.useState<PopoverOrigin>({
    vertical: 'top',
    horizontal: 'center',
  });

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
        <OriginControl name="anchorOrigin" value={anchorOrigin} onChange={setAnchorOrigin} />
        <OriginControl
          name="transformOrigin"
          value={transformOrigin}
          onChange={setTransformOrigin}
        />
      </Stack>
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <Button ref={buttonRef} variant="contained" onClick={() => setOpen(true)}>
          Open the popover
        </Button>
      </Box>
      <Popover
        open={open}
        anchorEl={buttonRef.current}
        onClose={() => setOpen(false)}
        anchorOrigin={anchorOrigin}
        transformOrigin={transformOrigin}
      >
        <Typography variant="body2" sx={{ p: 2 }}>
          This corner of the popover sits on that point of the button.
        </Typography>
      </Popover>
    </Stack>
  );
}
