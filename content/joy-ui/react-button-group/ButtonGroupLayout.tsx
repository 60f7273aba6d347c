import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';

export default function ButtonGroupLayout() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'flex-start' }}>
      <ButtonGroup orientation="vertical" aria-label="Sort order">
        <Button>Newest first</Button>
        <Button>Oldest first</Button>
        <Button>Most popular</Button>
      </ButtonGroup>
      <ButtonGroup spacing={1} variant="soft" aria-label="Invoice actions">
        <Button>Download</Button>
        <Button>Print</Button>
        <Button>Email</Button>
      </ButtonGroup>
      <Box sx={{ flex: '1 1 260px' }}>
        <ButtonGroup buttonFlex={1} disabled aria-label="Checkout" sx={{ width: '100%' }}>
          <Button>Back to cart</Button>
          <Button disabled={false} variant="solid" color="primary">
            Pay now
          </Button>
        </ButtonGroup>
      </Box>
    </Box>
  );
}
