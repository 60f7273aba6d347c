import * as React from 'react';
import Box from '@mui/system/Box';
import Container from '@mui/system/Container';

export default function ContainerOptions() {
  const [disableGutters, setDisableGutters] = React.useState(false);
  const [fixed, setFixed] = React.useState(false);

  return (
    <div>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 2 }}>
        <label>
          <input
            type="checkbox"
            checked={disableGutters}
            onChange={(event) => setDisableGutters(event.target.checked)}
          />{' '}
          disableGutters
        </label>
        <label>
          <input
            type="checkbox"
            checked={fixed}
            onChange={(event) => setFixed(event.target.checked)}
          />{' '}
          fixed
        </label>
      </Box>
      <Box sx={{ border: '1px dashed rgba(128, 128, 128, 0.6)' }}>
        <Container maxWidth="md" disableGutters={disableGutters} fixed={fixed}>
          <Box
            sx={{
              height: 96,
              display: 'grid',
              placeItems: 'center',
              bgcolor: '#1565c0',
              color: '#ffffff',
              fontWeight: 600,
            }}
          >
            Summer sale: 30% off all tents
          </Box>
        </Container>
      </Box>
      <Box component="code" sx={{ display: 'block', mt: 1, fontSize: 13 }}>
        {`<Container maxWidth="md"${disableGutters ? ' disableGutters' : ''}${fixed ? ' fixed' : ''}>`}
      </Box>
    </div>
  );
}
