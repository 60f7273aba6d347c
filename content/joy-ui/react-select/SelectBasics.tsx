import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

export default function SelectBasics() {
  return (
    <FormControl sx={{ maxWidth: 280 }}>
      <FormLabel>Shipping method</FormLabel>
      <Select name="shipping" defaultValue="standard">
        <Option value="standard">Standard (3–5 days)</Option>
        <Option value="express">Express (1–2 days)</Option>
        <Option value="overnight">Overnight</Option>
        <Option value="pickup">Store pickup</Option>
      </Select>
      <FormHelperText>Orders placed before 2 p.m. leave the same day.</FormHelperText>
    </FormControl>
  );
}
