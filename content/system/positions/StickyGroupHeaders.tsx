import Box from '@mui/material/Box';

const contacts: Record<string, string[]> = {
  A: ['Aiko Tanaka', 'Amir Haddad', 'Anna Kowalska'],
  B: ['Beatriz Souza', 'Ben Carter'],
  C: ['Chen Wei', 'Chiara Russo', 'Chloé Martin'],
  D: ['Daniel Okafor', 'Dmitri Volkov'],
};

export default function StickyGroupHeaders() {
  return (
    <Box
      tabIndex={0}
      aria-label="Contacts"
      role="region"
      sx={{
        height: 240,
        maxWidth: 320,
        overflow: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {Object.entries(contacts).map(([letter, names]) => (
        <section key={letter} aria-labelledby={`contacts-${letter}`}>
          <Box
            component="h3"
            id={`contacts-${letter}`}
            sx={{
              position: 'sticky',
              top: 0,
              zIndex: 1,
              m: 0,
              px: 2,
              py: 0.5,
              typography: 'overline',
              bgcolor: 'background.paper',
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            {letter}
          </Box>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {names.map((name) => (
              <Box component="li" key={name} sx={{ px: 2, py: 1 }}>
                {name}
              </Box>
            ))}
          </Box>
        </section>
      ))}
    </Box>
  );
}
