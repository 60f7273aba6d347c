import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';

type Placement = NonNullable<TooltipProps['placement']>;

// Laid out on a 5 × 5 grid so each button sits on the side its tooltip opens toward.
const placements: { placement: Placement; row: number; column: number }[] = [
  { placement: 'top-start', row: 1, column: 2 },
  { placement: 'top', row: 1, column: 3 },
  { placement: 'top-end', row: 1, column: 4 },
  { placement: 'left-start', row: 2, column: 1 },
  { placement: 'left', row: 3, column: 1 },
  { placement: 'left-end', row: 4, column: 1 },
  { placement: 'right-start', row: 2, column: 5 },
  { placement: 'right', row: 3, column: 5 },
  { placement: 'right-end', row: 4, column: 5 },
  { placement: 'bottom-start', row: 5, column: 2 },
  { placement: 'bottom', row: 5, column: 3 },
  { placement: 'bottom-end', row: 5, column: 4 },
];

export default function TooltipPlacements() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(5, minmax(0, max-content))',
        gap: 1,
        justifyContent: 'center',
      }}
    >
      {placements.map(({ placement, row, column }) => (
        <Tooltip key={placement} title={`Opens ${placement}`} placement={placement} describeChild>
          <Button
            size="small"
            variant="outlined"
            sx={{ gridRow: row, gridColumn: column, textTransform: 'none' }}
          >
            {placement}
          </Button>
        </Tooltip>
      ))}
    </Box>
  );
}
