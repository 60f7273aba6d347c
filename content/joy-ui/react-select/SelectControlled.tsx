import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';

type Timezone = 'America/New_York' | 'Europe/Berlin' | 'Asia/Tokyo' | 'Australia/Sydney';

const timezones: { value: Timezone; label: string }[] = [
  { value: 'America/New_York', label: 'New York (UTC−05:00)' },
  { value: 'Europe/Berlin', label: 'Berlin (UTC+01:00)' },
  { value: 'Asia/Tokyo', label: 'Tokyo (UTC+09:00)' },
  { value: 'Australia/Sydney', label: 'Sydney (UTC+11:00)' },
];

export default function SelectControlled() {
  const [timezone, setTimezone] = React.useState<Timezone | null>('Europe/Berlin');
  const buttonRef = React.useRef<HTMLButtonElement>(null);

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
      <FormControl>
        <FormLabel>Meeting time zone</FormLabel>
        <Select
          placeholder="Choose a time zone"
          value={timezone}
          onChange={(_event, newValue) => setTimezone(newValue)}
          slotProps={{ button: { ref: buttonRef } }}
          {...(timezone && {
            // Replaces the arrow while a value is set, so that the user can clear it.
            endDecorator: (
              <IconButton
                size="sm"
                variant="plain"
                color="neutral"
                aria-label="Clear time zone"
                onMouseDown={(event) => event.stopPropagation()}
                onClick={() => {
                  setTimezone(null);
                  buttonRef.current?.focus();
                }}
              >
                <CloseRounded />
              </IconButton>
            ),
            indicator: null,
          })}
        >
          {timezones.map((zone) => (
            <Option key={zone.value} value={zone.value}>
              {zone.label}
            </Option>
          ))}
        </Select>
      </FormControl>
      <Typography level="body-sm">
        Stored value: <code>{timezone === null ? 'null' : `'${timezone}'`}</code>
      </Typography>
    </Stack>
  );
}
