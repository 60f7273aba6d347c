import Stack from '@mui/material/Stack';
import AlarmIcon from '@mui/icons-material/Alarm';

export default function IconSizesColors() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={3} alignItems="flex-end">
        <AlarmIcon fontSize="small" />
        <AlarmIcon />
        <AlarmIcon fontSize="large" />
        <AlarmIcon sx={{ fontSize: 56 }} />
      </Stack>
      <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap">
        <AlarmIcon color="primary" />
        <AlarmIcon color="secondary" />
        <AlarmIcon color="success" />
        <AlarmIcon color="error" />
        <AlarmIcon color="action" />
        <AlarmIcon color="disabled" />
        <AlarmIcon sx={{ color: 'info.dark' }} />
      </Stack>
    </Stack>
  );
}
