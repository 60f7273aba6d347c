import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Tooltip, { type TooltipProps } from '@mui/joy/Tooltip';

type Placement = NonNullable<TooltipProps['placement']>;

// A 3 × 3 grid with the placements around an empty center cell.
const cells: (Placement | null)[] = [
  'top-start',
  'top',
  'top-end',
  'left',
  null,
  'right',
  'bottom-start',
  'bottom',
  'bottom-end',
];

export default function TooltipPlacement() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, minmax(100px, 140px))',
        gap: 1.5,
        justifyContent: 'center',
        py: 4,
      }}
    >
      {cells.map((placement) =>
        placement === null ? (
          <span key="center" />
        ) : (
          <Tooltip key={placement} title={`Placed ${placement}`} placement={placement} arrow>
            <Button variant="outlined" color="neutral" size="sm">
              {placement}
            </Button>
          </Tooltip>
        ),
      )}
    </Box>
  );
}
