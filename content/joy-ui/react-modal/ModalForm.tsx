import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import AddRounded from '@mui/icons-material/AddRounded';

export default function ModalForm() {
  const [open, setOpen] = React.useState(false);
  const [created, setCreated] = React.useState<string | null>(null);

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button startDecorator={<AddRounded />} onClick={() => setOpen(true)}>
        New project
      </Button>
      <Typography level="body-sm" aria-live="polite">
        {created ? `Created “${created}”.` : 'No project created yet.'}
      </Typography>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog sx={{ width: 'min(400px, 100%)' }}>
          <DialogTitle>Create a project</DialogTitle>
          <DialogContent>Name it and pick who can see it. You can change both later.</DialogContent>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              const data = new FormData(event.currentTarget);
              setCreated(String(data.get('name')));
              setOpen(false);
            }}
          >
            <Stack spacing={2}>
              <FormControl required>
                <FormLabel>Name</FormLabel>
                <Input name="name" autoFocus />
              </FormControl>
              <FormControl>
                <FormLabel>Visibility</FormLabel>
                <Select name="visibility" defaultValue="team">
                  <Option value="private">Only me</Option>
                  <Option value="team">My team</Option>
                  <Option value="org">Everyone in the organization</Option>
                </Select>
              </FormControl>
              <Button type="submit">Create</Button>
            </Stack>
          </form>
        </ModalDialog>
      </Modal>
    </Stack>
  );
}
