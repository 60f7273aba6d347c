import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

function PlanCard({ featured = false }: { featured?: boolean }) {
  return (
    <Card
      variant={featured ? 'soft' : 'outlined'}
      color={featured ? 'primary' : 'neutral'}
      // One-off styles: only this card on this screen needs them.
      sx={
        featured
          ? {
              flex: '1 1 220px',
              '--Card-padding': '1.5rem',
              borderRadius: 'xl',
              boxShadow: 'md',
              transition: 'transform 150ms',
              '&:hover': { transform: 'translateY(-2px)' },
            }
          : { flex: '1 1 220px' }
      }
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography level="title-lg">Team</Typography>
        {featured ? (
          <Chip size="sm" variant="solid" color="primary">
            Most popular
          </Chip>
        ) : null}
      </Box>
      <Typography level="body-sm">
        Shared boards, guest access and 100 GB of storage for up to 25 people.
      </Typography>
      <Typography level="h3" component="p">
        $12{' '}
        <Typography level="body-sm" component="span">
          per seat / month
        </Typography>
      </Typography>
      <Button variant={featured ? 'solid' : 'outlined'}>Choose Team</Button>
    </Card>
  );
}

export default function SxOneOffCard() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, p: 1 }}>
      <PlanCard />
      <PlanCard featured />
    </Box>
  );
}
