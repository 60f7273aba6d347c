import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../i18n';

/** Which section the feedback is about, with a way back to the whole page. */
export function FeedbackSectionNote({ title, onClear }: { title: string; onClear: () => void }) {
  const t = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
      <Typography component="p" sx={{ fontSize: '0.9rem', color: 'text.secondary' }}>
        {t('feedback.aboutSection', { section: title })}
      </Typography>
      <Button size="small" onClick={onClear}>
        {t('feedback.wholePage')}
      </Button>
    </Box>
  );
}
