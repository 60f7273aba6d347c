import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';

export default function FabSizes() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Fab size="small" color="secondary" aria-label="Add a task (small)">
          <AddIcon />
        </Fab>
        <Fab size="medium" color="secondary" aria-label="Add a task (medium)">
          <AddIcon />
        </Fab>
        <Fab color="secondary" aria-label="Add a task (large)">
          <AddIcon />
        </Fab>
      </Stack>
      <Stack direction="row" spacing={2} alignItems="center">
        <Fab variant="extended" size="small" color="primary">
          <AddIcon sx={{ marginInlineEnd: 1 }} />
          Small
        </Fab>
        <Fab variant="extended" size="medium" color="primary">
          <AddIcon sx={{ marginInlineEnd: 1 }} />
          Medium
        </Fab>
        <Fab variant="extended" color="primary">
          <AddIcon sx={{ marginInlineEnd: 1 }} />
          Large
        </Fab>
      </Stack>
    </Stack>
  );
}
