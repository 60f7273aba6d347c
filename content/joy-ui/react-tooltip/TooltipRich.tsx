import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

export default function TooltipRich() {
  return (
    <Typography level="body-md" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      Estimated delivery: March 14
      <Tooltip
        variant="outlined"
        placement="bottom-start"
        arrow
        describeChild
        title={
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxWidth: 260, p: 1 }}>
            <Typography level="title-sm">How we estimate</Typography>
            <Typography level="body-sm">
              Orders placed before 2 p.m. ship the same day. Holidays add a day.
            </Typography>
            <Chip size="sm" variant="soft" color="success" sx={{ alignSelf: 'flex-start' }}>
              98% on time last month
            </Chip>
          </Box>
        }
      >
        <Link component="button" underline="none" startDecorator={<InfoOutlined />}>
          How is this estimated?
        </Link>
      </Tooltip>
    </Typography>
  );
}
