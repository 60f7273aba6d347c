import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const options = {
  flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
  flexWrap: ['nowrap', 'wrap', 'wrap-reverse'],
  justifyContent: [
    'flex-start',
    'center',
    'flex-end',
    'space-between',
    'space-around',
    'space-evenly',
  ],
  alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
} as const;

type Settings = { [K in keyof typeof options]: (typeof options)[K][number] };

const items = [
  { label: 'Inbox', width: 72, height: 40 },
  { label: 'Drafts', width: 96, height: 64 },
  { label: 'Sent', width: 64, height: 48 },
  { label: 'Archive', width: 120, height: 32 },
  { label: 'Spam', width: 80, height: 56 },
];

export default function FlexboxPlayground() {
  const [settings, setSettings] = React.useState<Settings>({
    flexDirection: 'row',
    flexWrap: 'wrap',
    justifyContent: 'flex-start',
    alignItems: 'stretch',
  });
  const [gap, setGap] = React.useState(1);
  const code = [
    "display: 'flex'",
    ...Object.entries(settings).map(([key, value]) => `${key}: '${value}'`),
    `gap: ${gap}`,
  ].join(', ');

  return (
    <div>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' },
        }}
      >
        {(Object.keys(options) as (keyof Settings)[]).map((name) => (
          <FormControl key={name} size="small">
            <InputLabel id={`flex-${name}-label`}>{name}</InputLabel>
            <Select
              labelId={`flex-${name}-label`}
              label={name}
              value={settings[name]}
              onChange={(event) =>
                setSettings((current) => ({ ...current, [name]: event.target.value }))
              }
            >
              {options[name].map((value) => (
                <MenuItem key={value} value={value}>
                  {value}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        ))}
        <Box>
          <Typography id="flex-gap-label" variant="body2">
            gap: {gap}
          </Typography>
          <Slider
            aria-labelledby="flex-gap-label"
            size="small"
            min={0}
            max={4}
            step={0.5}
            value={gap}
            onChange={(_event, value) => setGap(value as number)}
          />
        </Box>
      </Box>
      <Box
        component="code"
        sx={{
          display: 'block',
          my: 2,
          p: 1,
          typography: 'body2',
          fontFamily: 'monospace',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {`sx={{ ${code} }}`}
      </Box>
      <Box
        sx={{
          display: 'flex',
          ...settings,
          gap,
          height: 240,
          p: 1,
          overflow: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'action.hover',
        }}
      >
        {items.map((item) => (
          <Box
            key={item.label}
            sx={{
              minWidth: item.width,
              minHeight: item.height,
              px: 1.5,
              py: 1,
              borderRadius: 1,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              typography: 'body2',
            }}
          >
            {item.label}
          </Box>
        ))}
      </Box>
    </div>
  );
}
