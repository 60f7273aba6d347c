import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function InputStates() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <FormControl disabled>
        <FormLabel>Account ID</FormLabel>
        <Input defaultValue="ACC-20931" />
      </FormControl>
      <FormControl>
        <FormLabel>Referral link</FormLabel>
        <Input
          readOnly
          defaultValue="https://example.com/r/k7Fq2"
          slotProps={{ input: { onFocus: (event) => event.currentTarget.select() } }}
        />
      </FormControl>
      <FormControl orientation="horizontal" sx={{ gap: 2, alignItems: 'center' }}>
        <FormLabel sx={{ minWidth: 64, m: 0 }}>Phone</FormLabel>
        <Input type="tel" autoComplete="tel" placeholder="+1 555 0100" sx={{ flex: 1 }} />
      </FormControl>
    </Stack>
  );
}
