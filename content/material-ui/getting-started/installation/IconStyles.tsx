import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DeleteRoundedIcon from '@mui/icons-material/DeleteRounded';
import DeleteSharpIcon from '@mui/icons-material/DeleteSharp';
import DeleteTwoToneIcon from '@mui/icons-material/DeleteTwoTone';

const iconStyles = [
  { label: 'Filled', Icon: DeleteIcon },
  { label: 'Outlined', Icon: DeleteOutlinedIcon },
  { label: 'Rounded', Icon: DeleteRoundedIcon },
  { label: 'Sharp', Icon: DeleteSharpIcon },
  { label: 'Two tone', Icon: DeleteTwoToneIcon },
];

const sizes = ['small', 'medium', 'large'] as const;

export default function IconStyles() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {iconStyles.map(({ label, Icon }) => (
          <Stack key={label} spacing={0.5} sx={{ alignItems: 'center', minWidth: 64 }}>
            <Icon titleAccess={`Delete, ${label.toLowerCase()} style`} />
            <Typography variant="caption" color="text.secondary">
              {label}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-end' }}>
        {sizes.map((size) => (
          <Stack key={size} spacing={0.5} sx={{ alignItems: 'center', minWidth: 64 }}>
            <DeleteOutlinedIcon fontSize={size} color="primary" titleAccess={`Delete, ${size}`} />
            <Typography variant="caption" color="text.secondary">
              {size}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
