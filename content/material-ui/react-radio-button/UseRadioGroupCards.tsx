import FormControlLabel, { FormControlLabelProps } from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup, { useRadioGroup } from '@mui/material/RadioGroup';
import Box from '@mui/material/Box';

// Reads the group's value to outline the selected option.
function PlanOption(props: Omit<FormControlLabelProps, 'control'>) {
  const radioGroup = useRadioGroup();
  const checked = radioGroup?.value === props.value;

  return (
    <FormControlLabel
      {...props}
      control={<Radio />}
      sx={{
        marginInline: 0,
        paddingInlineEnd: 2,
        border: 1,
        borderRadius: 1,
        borderColor: checked ? 'primary.main' : 'divider',
        bgcolor: checked ? 'action.selected' : 'transparent',
      }}
    />
  );
}

export default function UseRadioGroupCards() {
  return (
    <Box>
      <FormLabel id="storage-plan-label">Storage plan</FormLabel>
      <RadioGroup
        aria-labelledby="storage-plan-label"
        name="storage-plan"
        defaultValue="200"
        sx={{ gap: 1, mt: 1, maxWidth: 320 }}
      >
        <PlanOption value="50" label="50 GB, $0.99 a month" />
        <PlanOption value="200" label="200 GB, $2.99 a month" />
        <PlanOption value="2000" label="2 TB, $9.99 a month" />
      </RadioGroup>
    </Box>
  );
}
