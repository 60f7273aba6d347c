import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const THREAD = [
  { id: 1, mine: false, text: 'Is the meeting room booked for Thursday?' },
  { id: 2, mine: true, text: 'Yes, room 4B from 10:00 to 11:30.' },
  { id: 3, mine: false, text: 'Perfect, I will bring the printed agenda.' },
];

function Thread({ dir, title }: { dir: 'ltr' | 'rtl'; title: string }) {
  return (
    <Sheet variant="outlined" dir={dir} sx={{ flex: '1 1 240px', p: 1.5, borderRadius: 'md' }}>
      <Typography level="title-sm" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {THREAD.map((message) => (
          <Sheet
            key={message.id}
            variant={message.mine ? 'solid' : 'soft'}
            color={message.mine ? 'primary' : 'neutral'}
            // Logical properties follow dir: "start" is the left in LTR and the right in RTL.
            sx={{
              maxWidth: '80%',
              justifySelf: message.mine ? 'end' : 'start',
              paddingInline: 1.5,
              paddingBlock: 0.75,
              borderRadius: 'lg',
              ...(message.mine ? { borderEndEndRadius: 4 } : { borderEndStartRadius: 4 }),
            }}
          >
            <Typography level="body-sm" textColor="inherit">
              {message.text}
            </Typography>
          </Sheet>
        ))}
      </Box>
    </Sheet>
  );
}

export default function LogicalPropertiesBubbles() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Thread dir="ltr" title='dir="ltr"' />
      <Thread dir="rtl" title='dir="rtl"' />
    </Box>
  );
}
