import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { FieldSectionType, FieldSelectedSections } from '@mui/x-date-pickers/models';

const sections: { type: FieldSectionType; label: string }[] = [
  { type: 'month', label: 'Month' },
  { type: 'day', label: 'Day' },
  { type: 'year', label: 'Year' },
];

function describe(selected: FieldSelectedSections) {
  if (selected === null) {
    return 'none (the field is not focused)';
  }
  if (typeof selected === 'object') {
    return `sections ${selected.startIndex} to ${selected.endIndex}`;
  }
  return typeof selected === 'number' ? `section ${selected}` : selected;
}

export default function FieldSelectedSections() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-03-18'));
  const [selected, setSelected] = React.useState<FieldSelectedSections>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);

  const select = (next: FieldSelectedSections) => {
    setSelected(next);
    inputRef.current?.focus();
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <DateField
          label="Invoice date"
          value={value}
          onChange={setValue}
          inputRef={inputRef}
          selectedSections={selected}
          onSelectedSectionsChange={setSelected}
        />
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          {sections.map((section) => (
            <Button key={section.type} variant="outlined" onClick={() => select(section.type)}>
              Edit {section.label.toLowerCase()}
            </Button>
          ))}
          <Button variant="outlined" onClick={() => select('all')}>
            Select all
          </Button>
        </Stack>
        <Typography variant="body2" aria-live="polite">
          Selected: {describe(selected)}
          <br />
          Value: {value?.isValid() ? value.format('dddd D MMMM YYYY') : String(value)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
