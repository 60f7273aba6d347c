import * as React from 'react';
import Box from '@mui/material/Box';
import Container, { type ContainerProps } from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

type MaxWidth = Exclude<ContainerProps['maxWidth'], undefined>;
const options: { label: string; value: string }[] = [
  { label: 'xs (444px)', value: 'xs' },
  { label: 'sm (600px)', value: 'sm' },
  { label: 'md (900px)', value: 'md' },
  { label: 'lg (1200px, default)', value: 'lg' },
  { label: 'xl (1536px)', value: 'xl' },
  { label: 'false (full width)', value: 'false' },
];

export default function ContainerPlayground() {
  const contentRef = React.useRef<HTMLDivElement>(null);
  const [contentWidth, setContentWidth] = React.useState<number | null>(null);
  const [maxWidth, setMaxWidth] = React.useState('sm');
  const [fixed, setFixed] = React.useState(false);
  const [disableGutters, setDisableGutters] = React.useState(false);
  const value: MaxWidth = maxWidth === 'false' ? false : (maxWidth as MaxWidth);

  // Measure the content box so the reader sees what the props do to it.
  React.useEffect(() => {
    const element = contentRef.current;
    if (!element) {
      return undefined;
    }
    const observer = new ResizeObserver(([entry]) => {
      setContentWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="container-max-width-label">maxWidth</InputLabel>
          <Select
            labelId="container-max-width-label"
            label="maxWidth"
            value={maxWidth}
            onChange={(event) => setMaxWidth(event.target.value)}
          >
            {options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControlLabel
          control={<Switch checked={fixed} onChange={(event) => setFixed(event.target.checked)} />}
          label="fixed"
        />
        <FormControlLabel
          control={
            <Switch
              checked={disableGutters}
              onChange={(event) => setDisableGutters(event.target.checked)}
            />
          }
          label="disableGutters"
        />
      </Stack>
      <Box sx={{ bgcolor: 'action.hover', py: 2, overflow: 'hidden' }}>
        <Container maxWidth={value} fixed={fixed} disableGutters={disableGutters}>
          <Box
            ref={contentRef}
            sx={{
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              p: 2,
            }}
          >
            <Typography variant="body2">
              Content width: {contentWidth === null ? '…' : `${contentWidth}px`}. Resize the window
              to see where the container stops growing.
            </Typography>
          </Box>
        </Container>
      </Box>
    </Stack>
  );
}
