import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

const departments = ['Engineering', 'Design', 'Marketing', 'Finance'];

function DepartmentSelect(props: {
  id: string;
  label: string;
  helperText: string;
  defaultValue?: string;
  disabled?: boolean;
  error?: boolean;
  required?: boolean;
  readOnly?: boolean;
}) {
  const { id, label, helperText, defaultValue = '', disabled, error, required, readOnly } = props;
  return (
    <FormControl disabled={disabled} error={error} required={required} fullWidth>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        defaultValue={defaultValue}
        label={label}
        inputProps={{ readOnly }}
        aria-describedby={`${id}-helper`}
      >
        {departments.map((department) => (
          <MenuItem key={department} value={department}>
            {department}
          </MenuItem>
        ))}
      </Select>
      {/* Stays readable when the field is disabled, since it says why. */}
      <FormHelperText id={`${id}-helper`} disabled={false}>
        {helperText}
      </FormHelperText>
    </FormControl>
  );
}

export default function SelectStates() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <DepartmentSelect
        id="department-required"
        label="Department"
        helperText="Where the new hire starts"
        required
      />
      <DepartmentSelect
        id="department-error"
        label="Department"
        helperText="Pick a department to continue"
        error
        required
      />
      <DepartmentSelect
        id="department-disabled"
        label="Department"
        helperText="Locked while the contract is pending"
        defaultValue="Design"
        disabled
      />
      <DepartmentSelect
        id="department-readonly"
        label="Department"
        helperText="Only HR can change this"
        defaultValue="Finance"
        readOnly
      />
    </Box>
  );
}
