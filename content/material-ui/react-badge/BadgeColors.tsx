import Badge, { type BadgeProps } from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import InventoryIcon from '@mui/icons-material/Inventory';

const colors: NonNullable<BadgeProps['color']>[] = ['primary', 'secondary', 'success'];

export default function BadgeColors() {
  return (
    <Stack direction="row" spacing={4} useFlexGap flexWrap="wrap">
      {colors.map((color, index) => (
        <Badge key={color} badgeContent={index + 1} color={color}>
          <InventoryIcon titleAccess={`Inventory, color ${color}, ${index + 1} alerts`} />
        </Badge>
      ))}
    </Stack>
  );
}
