import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { BOUNDS, clampNumber, type NumberField as Field } from './builderState';
import { BUILDER_STRINGS as S } from './builderStrings';

interface NumberFieldProps {
  id: string;
  field: Field;
  label: string;
  value: number;
  onChange: (value: number) => void;
}

/**
 * A whole number of pixels. A value within bounds applies while typing; leaving
 * the field clamps what was typed (or restores the last value when it is not a number).
 */
export function NumberField({ id, field, label, value, onChange }: NumberFieldProps) {
  const { min, max } = BOUNDS[field];
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = () => {
    const parsed = draft.trim() === '' ? Number.NaN : Number(draft);
    const next = Number.isFinite(parsed) ? clampNumber(field, parsed) : value;
    onChange(next);
    setDraft(String(next));
  };

  return (
    <TextField
      id={id}
      label={label}
      type="number"
      size="small"
      value={draft}
      helperText={S.range(min, max)}
      inputProps={{ min, max, step: 1, inputMode: 'numeric' }}
      onChange={(event) => {
        setDraft(event.target.value);
        const parsed = Number(event.target.value);
        if (event.target.value.trim() !== '' && Number.isInteger(parsed)) {
          if (parsed >= min && parsed <= max) {
            onChange(parsed);
          }
        }
      }}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          commit();
        }
      }}
    />
  );
}
