import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslate } from '../../i18n';

interface AdminTokenFormProps {
  /** Shown under the field, e.g. after a refused token. */
  error: string | null;
  onToken: (token: string) => void;
  /** The button's text; "Show feedback" by default. */
  submitLabel?: string;
}

/** Asks for the admin token once; the page keeps it for the tab. */
export function AdminTokenForm({ error, onToken, submitLabel }: AdminTokenFormProps) {
  const t = useTranslate();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) {
      onToken(value.trim());
    }
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      sx={{ display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap', gap: 2, mt: 3 }}
    >
      <TextField
        id="feedback-admin-token"
        label={t('feedbackAdmin.tokenLabel')}
        type="password"
        autoComplete="off"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? t('feedbackAdmin.tokenHelp')}
        sx={{ minWidth: { sm: 360 } }}
      />
      <Button type="submit" variant="contained" sx={{ mt: 1 }}>
        {submitLabel ?? t('feedbackAdmin.open')}
      </Button>
    </Box>
  );
}
