import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';

export default function TypographyDecorators() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <Typography
        level="title-md"
        // A Chip is a <div>: render the title as a <div> too, since a <p> cannot hold one.
        component="div"
        endDecorator={
          <Chip size="sm" color="primary">
            New
          </Chip>
        }
      >
        Scheduled exports
      </Typography>
      <Typography level="body-sm" startDecorator={<ScheduleRounded />}>
        Runs every Monday at 06:00
      </Typography>
      <Typography level="body-sm" color="warning" startDecorator={<InfoOutlined />}>
        The export stops after 100,000 rows: add a filter to split larger tables into several files.
      </Typography>
      <Box sx={{ width: 200 }}>
        <Typography level="body-sm" noWrap title="quarterly-revenue-by-region-2024-final-v3.csv">
          quarterly-revenue-by-region-2024-final-v3.csv
        </Typography>
      </Box>
    </Stack>
  );
}
