import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';

const channels = ['Product updates', 'Security alerts', 'Weekly digest'] as const;
type Channel = (typeof channels)[number];

export default function CheckboxIndeterminate() {
  const [enabled, setEnabled] = React.useState<Record<Channel, boolean>>({
    'Product updates': true,
    'Security alerts': true,
    'Weekly digest': false,
  });
  const count = channels.filter((channel) => enabled[channel]).length;
  const indeterminate = count > 0 && count < channels.length;

  // Joy UI sets aria-checked="mixed"; the input's own `indeterminate` property must agree.
  const allRef = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    if (allRef.current) {
      allRef.current.indeterminate = indeterminate;
    }
  }, [indeterminate]);

  const setAll = (checked: boolean) =>
    setEnabled({
      'Product updates': checked,
      'Security alerts': checked,
      'Weekly digest': checked,
    });

  return (
    <div>
      <Checkbox
        label="All email notifications"
        checked={count === channels.length}
        indeterminate={indeterminate}
        slotProps={{ input: { ref: allRef } }}
        onChange={(event) => setAll(event.target.checked)}
      />
      <Box
        role="group"
        aria-label="Email notifications"
        sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 1, paddingInlineStart: 3 }}
      >
        {channels.map((channel) => (
          <Checkbox
            key={channel}
            label={channel}
            checked={enabled[channel]}
            onChange={(event) => setEnabled({ ...enabled, [channel]: event.target.checked })}
          />
        ))}
      </Box>
    </div>
  );
}
