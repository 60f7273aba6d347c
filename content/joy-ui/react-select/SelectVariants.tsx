import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['outlined', 'soft', 'solid', 'plain'];
const sizes = ['sm', 'md', 'lg'] as const;

export default function SelectVariants() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {variants.map((variant) => (
          <FormControl key={variant} sx={{ minWidth: 160 }}>
            <FormLabel>Language ({variant})</FormLabel>
            <Select variant={variant} defaultValue="en">
              <Option value="en">English</Option>
              <Option value="pt">Português</Option>
              <Option value="ja">日本語</Option>
            </Select>
          </FormControl>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end' }}>
        {sizes.map((size) => (
          <FormControl key={size} size={size} sx={{ minWidth: 140 }}>
            <FormLabel>Rows per page ({size})</FormLabel>
            <Select defaultValue={25}>
              <Option value={10}>10</Option>
              <Option value={25}>25</Option>
              <Option value={50}>50</Option>
            </Select>
          </FormControl>
        ))}
      </Box>
    </Box>
  );
}
