import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const buttonSx = {
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  px: 2,
  py: 1,
  borderRadius: 1,
  border: '1px solid rgba(128, 128, 128, 0.6)',
  bgcolor: 'transparent',
} as const;

export default function StackAlignment() {
  return (
    <Stack
      component="footer"
      direction="row"
      spacing={1}
      // Gap instead of margins, so the auto margin below is not reset.
      useFlexGap
      sx={{
        alignItems: 'center',
        justifyContent: 'flex-end',
        p: 2,
        border: '1px solid rgba(128, 128, 128, 0.4)',
        borderRadius: 2,
      }}
    >
      {/* An automatic end margin sends everything after this text to the end of the row. */}
      <Box sx={{ marginInlineEnd: 'auto', fontSize: 14 }}>Draft saved at 10:42</Box>
      <Box component="button" type="button" sx={buttonSx}>
        Preview
      </Box>
      <Box
        component="button"
        type="button"
        sx={{ ...buttonSx, bgcolor: '#1565c0', borderColor: '#1565c0', color: '#ffffff' }}
      >
        Publish
      </Box>
    </Stack>
  );
}
