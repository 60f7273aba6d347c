import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type ChangeEvent } from 'react';
import { normalizeHex } from './builderState';
import { BUILDER_STRINGS as S } from './builderStrings';

interface ColorFieldProps {
  id: string;
  label: string;
  /** `#rrggbb`. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A hex color as text beside the browser's color picker. A valid entry applies
 * at once; an invalid one shows an error and the last valid color stays.
 */
export function ColorField({ id, label, value, onChange }: ColorFieldProps) {
  const [draft, setDraft] = useState(value);
  // A new value from outside replaces the text, unless the text already is that value in
  // another form: typing `#334155` applies `#334` (as `#333344`) on the way and must go on.
  useEffect(
    () => setDraft((current) => (normalizeHex(current) === value ? current : value)),
    [value],
  );
  const valid = normalizeHex(draft) !== null;

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <TextField
        id={id}
        label={label}
        size="small"
        value={draft}
        error={!valid}
        helperText={valid ? ' ' : S.hexError}
        inputProps={{ spellCheck: false, autoComplete: 'off' }}
        onChange={(event) => {
          setDraft(event.target.value);
          const hex = normalizeHex(event.target.value);
          if (hex) {
            onChange(hex);
          }
        }}
        onBlur={() => setDraft(value)}
        sx={{ flex: 1, minWidth: 0 }}
      />
      <Box
        component="input"
        type="color"
        aria-label={S.pickColor(label)}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        sx={{
          width: 44,
          height: 40,
          p: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          cursor: 'pointer',
        }}
      />
    </Box>
  );
}
