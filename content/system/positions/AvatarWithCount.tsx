import Box from '@mui/material/Box';

const people = [
  { initials: 'JL', name: 'Jonas Lindqvist', unread: 3 },
  { initials: 'PK', name: 'Priya Kapoor', unread: 12 },
  { initials: 'MO', name: 'Mateo Ortiz', unread: 0 },
];

export default function AvatarWithCount() {
  return (
    <Box
      component="ul"
      aria-label="Conversations"
      sx={{ display: 'flex', gap: 3, listStyle: 'none', m: 0, p: 0 }}
    >
      {people.map((person) => (
        <Box component="li" key={person.name} sx={{ textAlign: 'center', typography: 'body2' }}>
          <Box sx={{ position: 'relative', width: 56, height: 56, mx: 'auto', mb: 1 }}>
            <Box
              aria-hidden
              sx={{
                width: 1,
                height: 1,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontWeight: 'bold',
              }}
            >
              {person.initials}
            </Box>
            {person.unread > 0 && (
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  top: -4,
                  right: -4,
                  minWidth: 22,
                  height: 22,
                  px: 0.5,
                  borderRadius: '11px',
                  border: 2,
                  borderColor: 'background.paper',
                  bgcolor: 'error.dark',
                  color: 'error.contrastText',
                  fontSize: 12,
                  fontWeight: 'bold',
                  lineHeight: '18px',
                  textAlign: 'center',
                }}
              >
                {person.unread}
              </Box>
            )}
          </Box>
          {person.name}
          {person.unread > 0 && (
            <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              {person.unread} unread
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
