import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

interface StatusDotProps extends React.HTMLAttributes<HTMLSpanElement> {
  online: boolean;
}

// forwardRef gives the Tooltip the DOM node; spreading `other` passes on the
// event handlers and aria attributes the Tooltip adds.
const StatusDot = React.forwardRef<HTMLSpanElement, StatusDotProps>(function StatusDot(
  { online, ...other },
  ref,
) {
  return (
    <Box
      component="span"
      ref={ref}
      role="img"
      tabIndex={0}
      {...other}
      sx={{
        display: 'inline-block',
        width: 14,
        height: 14,
        borderRadius: '50%',
        bgcolor: online ? 'success.main' : 'text.disabled',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    />
  );
});

const teammates = [
  { name: 'Lucía Fernández', online: true, detail: 'Online since 08:15' },
  { name: 'Tomasz Nowak', online: false, detail: 'Last seen yesterday at 18:40' },
];

export default function TooltipOnCustomChild() {
  return (
    <Stack spacing={1.5}>
      {teammates.map((person) => (
        <Stack key={person.name} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Tooltip title={person.detail}>
            <StatusDot online={person.online} />
          </Tooltip>
          <Typography>{person.name}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
