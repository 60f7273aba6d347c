/** The theme preview's action cards: buttons in every variant and color, and form controls. */
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Select from '@mui/joy/Select';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import type { VariantProp } from '@mui/joy/styles';
import EditIcon from '@mui/icons-material/Edit';
import MailIcon from '@mui/icons-material/Mail';
import SendIcon from '@mui/icons-material/Send';
import { PALETTES } from './joyBuilderState';
import { PreviewCard, capitalize } from './PreviewCard';

const VARIANTS: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];

export function ButtonsCard() {
  return (
    <PreviewCard title="Buttons">
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button startDecorator={<SendIcon />} data-joy-preview="button">
          Save changes
        </Button>
        <Button variant="outlined" color="neutral">
          Cancel
        </Button>
        <IconButton variant="soft" aria-label="Edit the draft">
          <EditIcon />
        </IconButton>
        <Button disabled>Archived</Button>
      </Stack>
      {VARIANTS.map((variant) => (
        <Stack key={variant} direction="row" spacing={1} useFlexGap flexWrap="wrap">
          <Typography level="body-xs" sx={{ width: 64, alignSelf: 'center' }}>
            {capitalize(variant as string)}
          </Typography>
          {PALETTES.map((color) => (
            <Button key={color} size="sm" variant={variant} color={color}>
              {capitalize(color)}
            </Button>
          ))}
        </Stack>
      ))}
    </PreviewCard>
  );
}

export function FormCard() {
  return (
    <PreviewCard title="Form controls">
      <FormControl>
        <FormLabel>Email</FormLabel>
        <Input
          type="email"
          placeholder="you@example.com"
          defaultValue="amara@northwind.io"
          startDecorator={<MailIcon />}
        />
      </FormControl>
      <FormControl>
        <FormLabel>Plan</FormLabel>
        <Select defaultValue="team" slotProps={{ listbox: { disablePortal: true } }}>
          <Option value="starter">Starter</Option>
          <Option value="team">Team</Option>
          <Option value="enterprise">Enterprise</Option>
        </Select>
      </FormControl>
      <FormControl>
        <FormLabel id="joy-preview-billing">Billing</FormLabel>
        <RadioGroup
          orientation="horizontal"
          defaultValue="yearly"
          aria-labelledby="joy-preview-billing"
        >
          <Radio value="monthly" label="Monthly" />
          <Radio value="yearly" label="Yearly" />
        </RadioGroup>
      </FormControl>
      <Checkbox label="Email me a weekly summary" defaultChecked />
      <Typography component="label" endDecorator={<Switch defaultChecked sx={{ ms: 1 }} />}>
        Two-factor sign-in
      </Typography>
      <FormControl>
        <FormLabel id="joy-preview-storage">Storage limit (GB)</FormLabel>
        <Slider
          defaultValue={40}
          step={10}
          marks
          valueLabelDisplay="auto"
          slotProps={{ input: { 'aria-labelledby': 'joy-preview-storage' } }}
        />
      </FormControl>
    </PreviewCard>
  );
}
