import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import SaveIcon from '@mui/icons-material/Save';

export default function DescriptiveTooltips() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      {/* describeChild: the button keeps its visible text as its name; the tooltip describes it. */}
      <Tooltip title="Saves a copy on this device only" describeChild arrow>
        <Button variant="outlined" startIcon={<SaveIcon />}>
          Save draft
        </Button>
      </Tooltip>
      <Tooltip
        title="Sends the file to your team's shared folder"
        describeChild
        arrow
        placement="top"
      >
        <Button variant="contained" startIcon={<CloudUploadIcon />}>
          Publish
        </Button>
      </Tooltip>
    </Stack>
  );
}
