import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ListSubheader from '@mui/joy/ListSubheader';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import FormatAlignLeftRounded from '@mui/icons-material/FormatAlignLeftRounded';
import FormatAlignCenterRounded from '@mui/icons-material/FormatAlignCenterRounded';
import FormatAlignRightRounded from '@mui/icons-material/FormatAlignRightRounded';
import FolderRounded from '@mui/icons-material/FolderRounded';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';

type Size = 'sm' | 'md' | 'lg';

export default function ParentSizing() {
  const [size, setSize] = React.useState<Size>('md');

  return (
    <Stack spacing={2}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Size of the parents"
        value={size}
        onChange={(event) => setSize(event.target.value as Size)}
        sx={{ gap: 2 }}
      >
        <Radio value="sm" label="sm" />
        <Radio value="md" label="md" />
        <Radio value="lg" label="lg" />
      </RadioGroup>
      {/* Only the parents receive `size`: the children read it from them. */}
      <ButtonGroup size={size} variant="outlined" aria-label="Text alignment">
        <IconButton aria-label="Align left">
          <FormatAlignLeftRounded />
        </IconButton>
        <IconButton aria-label="Align center">
          <FormatAlignCenterRounded />
        </IconButton>
        <IconButton aria-label="Align right">
          <FormatAlignRightRounded />
        </IconButton>
        <Button>Reset</Button>
      </ButtonGroup>
      <Sheet variant="outlined" sx={{ borderRadius: 'sm', maxWidth: 320 }}>
        <List size={size} aria-label="Project files">
          <ListItem nested>
            <ListSubheader>Quarterly report</ListSubheader>
            <List>
              <ListItem>
                <ListItemButton>
                  <ListItemDecorator>
                    <FolderRounded />
                  </ListItemDecorator>
                  Charts
                </ListItemButton>
              </ListItem>
              <ListItem>
                <ListItemButton>
                  <ListItemDecorator>
                    <DescriptionRounded />
                  </ListItemDecorator>
                  Summary.docx
                </ListItemButton>
              </ListItem>
            </List>
          </ListItem>
        </List>
      </Sheet>
    </Stack>
  );
}
