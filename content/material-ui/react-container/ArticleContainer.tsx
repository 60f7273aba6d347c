import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function ArticleContainer() {
  return (
    // The outer box stands for the page: the container centers inside it.
    <Box sx={{ bgcolor: 'action.hover', py: 3 }}>
      <Container maxWidth="sm">
        <Box sx={{ bgcolor: 'background.paper', p: 2, borderRadius: 1 }}>
          <Typography variant="h6" component="h3" gutterBottom>
            How we cut our build time in half
          </Typography>
          <Typography variant="body2" color="text.secondary">
            A readable line is 60 to 80 characters long. With maxWidth=&quot;sm&quot;, this column
            stops growing at 600px and stays centered, with 16px or 24px of padding on each side.
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
