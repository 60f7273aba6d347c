import Box from '@mui/system/Box';
import Container from '@mui/system/Container';

export default function ArticleContainer() {
  return (
    <Box sx={{ border: '1px dashed rgba(128, 128, 128, 0.6)', py: 2 }}>
      <Container maxWidth="sm">
        <Box
          component="article"
          sx={{ bgcolor: 'rgba(21, 101, 192, 0.12)', p: 2, borderRadius: 1 }}
        >
          <Box component="h3" sx={{ m: 0, mb: 1, fontSize: 20 }}>
            Why we moved our builds to ARM
          </Box>
          <Box component="p" sx={{ m: 0, lineHeight: 1.6 }}>
            At 600px wide, this column keeps lines at a comfortable reading length on large screens,
            and takes the full width, minus the gutters, on a phone.
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
