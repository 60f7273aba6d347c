import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function FormPropsTextFields() {
  return (
    <Box
      component="form"
      noValidate
      autoComplete="off"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <TextField required id="full-name" label="Full name" defaultValue="Grace Hopper" />
      <TextField disabled id="employee-id" label="Employee ID" defaultValue="EMP-20417" />
      <TextField
        id="team"
        label="Team"
        defaultValue="Compilers"
        InputProps={{ readOnly: true }}
        helperText="Set by your manager"
      />
      <TextField
        id="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        helperText="At least 12 characters"
      />
      <TextField
        id="guests"
        label="Guests"
        type="number"
        defaultValue={2}
        inputProps={{ min: 1, max: 8 }}
      />
      <TextField id="search-docs" label="Search the docs" type="search" />
    </Box>
  );
}
