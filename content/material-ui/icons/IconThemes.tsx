import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DeleteRoundedIcon from '@mui/icons-material/DeleteRounded';
import DeleteTwoToneIcon from '@mui/icons-material/DeleteTwoTone';
import DeleteSharpIcon from '@mui/icons-material/DeleteSharp';

const themes = [
  { label: 'Filled', importName: 'Delete', Icon: DeleteIcon },
  { label: 'Outlined', importName: 'DeleteOutlined', Icon: DeleteOutlinedIcon },
  { label: 'Rounded', importName: 'DeleteRounded', Icon: DeleteRoundedIcon },
  { label: 'Two tone', importName: 'DeleteTwoTone', Icon: DeleteTwoToneIcon },
  { label: 'Sharp', importName: 'DeleteSharp', Icon: DeleteSharpIcon },
];

export default function IconThemes() {
  return (
    <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap">
      {themes.map(({ label, importName, Icon }) => (
        <Stack key={label} alignItems="center" spacing={0.5} sx={{ minWidth: 96 }}>
          <Icon sx={{ fontSize: 40 }} />
          <Typography variant="body2">{label}</Typography>
          <Typography variant="caption" component="code" color="text.secondary">
            {importName}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
