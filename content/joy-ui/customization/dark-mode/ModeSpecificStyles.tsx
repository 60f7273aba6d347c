import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import CloudDoneRoundedIcon from '@mui/icons-material/CloudDoneRounded';

export default function ModeSpecificStyles() {
  return (
    <Card
      variant="outlined"
      orientation="horizontal"
      sx={(theme) => ({
        maxWidth: 520,
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        // Light mode: a pale sky. The same keys under applyStyles('dark') win in dark mode.
        background: `linear-gradient(135deg, ${theme.vars.palette.primary[50]}, ${theme.vars.palette.background.surface} 60%)`,
        boxShadow: 'sm',
        ...theme.applyStyles('dark', {
          background: `linear-gradient(135deg, ${theme.vars.palette.primary[900]}, ${theme.vars.palette.background.surface} 60%)`,
          boxShadow: 'none',
          borderColor: theme.vars.palette.primary[800],
        }),
      })}
    >
      <Box
        sx={(theme) => ({
          display: 'grid',
          placeItems: 'center',
          width: 48,
          height: 48,
          borderRadius: '50%',
          bgcolor: 'primary.100',
          color: 'primary.700',
          ...theme.applyStyles('dark', { bgcolor: 'primary.800', color: 'primary.200' }),
        })}
      >
        <CloudDoneRoundedIcon />
      </Box>
      <Box sx={{ flex: '1 1 200px' }}>
        <Typography level="title-md">Backup complete</Typography>
        <Typography level="body-sm">
          2,418 photos were copied to your archive at 02:14. The next backup runs tonight.
        </Typography>
      </Box>
      <Button variant="soft" size="sm">
        View archive
      </Button>
    </Card>
  );
}
