import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type {} from '@mui/material/themeCssVarsAugmentation';

const card = { title: 'Invoice #1093', detail: 'Due in 5 days · $1,280.00' };

export default function ShorthandVsCss() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {/* System properties: resolved against the theme. */}
      <Box
        component="section"
        aria-label="Written with system properties"
        sx={{
          flex: 1,
          p: 2,
          mb: 1,
          border: 1,
          borderColor: 'primary.main',
          borderRadius: 2,
          bgcolor: 'background.paper',
          fontWeight: 'bold',
        }}
      >
        {card.title}
        <Box sx={{ typography: 'body2', fontWeight: 'regular', color: 'text.secondary' }}>
          {card.detail}
        </Box>
      </Box>
      {/* The same look in plain CSS values: fixed, whatever the theme says. */}
      <Box
        component="section"
        aria-label="Written with plain CSS values"
        sx={(theme) => ({
          flex: 1,
          padding: '16px',
          marginBottom: '8px',
          border: `1px solid ${(theme.vars ?? theme).palette.primary.main}`,
          borderRadius: '8px',
          backgroundColor: (theme.vars ?? theme).palette.background.paper,
          fontWeight: 700,
        })}
      >
        {card.title}
        <Box
          sx={(theme) => ({
            fontSize: '0.875rem',
            lineHeight: 1.43,
            fontWeight: 400,
            color: (theme.vars ?? theme).palette.text.secondary,
          })}
        >
          {card.detail}
        </Box>
      </Box>
    </Stack>
  );
}
