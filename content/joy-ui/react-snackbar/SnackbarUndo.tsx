import * as React from 'react';
import Button from '@mui/joy/Button';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import IconButton from '@mui/joy/IconButton';
import Snackbar from '@mui/joy/Snackbar';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';

const initialDrafts = [
  'Quarterly planning notes',
  'Launch email, second draft',
  'Interview questions',
];

export default function SnackbarUndo() {
  const [drafts, setDrafts] = React.useState(initialDrafts);
  const [open, setOpen] = React.useState(false);
  // The last deleted draft: the snackbar shows its title until it has animated out.
  const [removed, setRemoved] = React.useState<{ title: string; index: number } | null>(null);

  const remove = (index: number) => {
    setRemoved({ title: drafts[index], index });
    setOpen(true);
    setDrafts((current) => current.filter((_, position) => position !== index));
  };

  const undo = () => {
    if (removed) {
      setDrafts((current) => [
        ...current.slice(0, removed.index),
        removed.title,
        ...current.slice(removed.index),
      ]);
    }
    setOpen(false);
  };

  return (
    <React.Fragment>
      <List
        aria-label="Drafts"
        variant="outlined"
        sx={{ maxWidth: 360, borderRadius: 'sm', minHeight: 48 }}
      >
        {drafts.map((title, index) => (
          <ListItem
            key={title}
            endAction={
              <IconButton size="sm" aria-label={`Delete ${title}`} onClick={() => remove(index)}>
                <DeleteOutlineRounded />
              </IconButton>
            }
          >
            {title}
          </ListItem>
        ))}
        {drafts.length === 0 && <ListItem>No drafts.</ListItem>}
      </List>
      <Snackbar
        open={open}
        autoHideDuration={6000}
        variant="solid"
        color="neutral"
        invertedColors
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') {
            setOpen(false);
          }
        }}
        endDecorator={
          <Button size="sm" variant="soft" color="neutral" onClick={undo}>
            Undo
          </Button>
        }
      >
        <span role="status">Deleted “{removed?.title}”.</span>
      </Snackbar>
    </React.Fragment>
  );
}
