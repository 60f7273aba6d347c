import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const description =
  'A lightweight rain jacket with taped seams, a packable hood and two zipped pockets. It folds into its own chest pocket and weighs 210 g, so it lives in your bag from April to October.';

export default function TruncatedText() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Paper variant="outlined" sx={{ p: 2, width: 260 }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          One line: noWrap
        </Typography>
        <Typography noWrap title={description}>
          {description}
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, width: 260 }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          Three lines: line clamp
        </Typography>
        <Typography
          sx={{
            display: '-webkit-box',
            overflow: 'hidden',
            WebkitBoxOrient: 'vertical',
            WebkitLineClamp: 3,
          }}
        >
          {description}
        </Typography>
      </Paper>
    </Stack>
  );
}
