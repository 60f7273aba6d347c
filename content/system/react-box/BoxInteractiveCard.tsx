import Box from '@mui/system/Box';

const integrations = [
  { name: 'Slack', detail: 'Send alerts to a channel' },
  { name: 'GitHub', detail: 'Link commits to tasks' },
  { name: 'Calendar', detail: 'Sync due dates' },
];

export default function BoxInteractiveCard() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {integrations.map((integration) => (
        <Box
          key={integration.name}
          component="button"
          type="button"
          sx={{
            font: 'inherit',
            color: 'inherit',
            textAlign: 'start',
            cursor: 'pointer',
            width: 200,
            p: 2,
            borderRadius: 2,
            border: '1px solid rgba(128, 128, 128, 0.4)',
            bgcolor: 'transparent',
            transition: 'border-color 150ms, transform 150ms',
            '&:hover': { borderColor: '#1565c0', transform: 'translateY(-1px)' },
            '&:focus-visible': { outline: '2px solid #1565c0', outlineOffset: 2 },
            '& .integration-detail': { display: 'block', mt: 0.5, fontSize: 14 },
          }}
        >
          <strong>Connect {integration.name}</strong>
          <span className="integration-detail">{integration.detail}</span>
        </Box>
      ))}
    </Box>
  );
}
