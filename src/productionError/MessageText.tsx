import Box from '@mui/material/Box';
import type { MessageSegment } from './decodeProductionError';

/**
 * A decoded message as plain text in a block that keeps its line breaks. The values come from
 * the address, so they are rendered as text (React escapes them), marked apart from the message.
 */
export function MessageText({ segments }: { segments: readonly MessageSegment[] }) {
  return (
    <Box
      component="pre"
      dir="ltr"
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', pr: 2, mt: 1 }}
    >
      <code>
        {segments.map((segment, index) =>
          segment.kind === 'text' ? (
            segment.text
          ) : segment.kind === 'value' ? (
            <Box
              component="span"
              key={index}
              data-error-value=""
              sx={{ fontWeight: 700, bgcolor: 'action.selected', borderRadius: 0.5 }}
            >
              {segment.text}
            </Box>
          ) : (
            <Box
              component="span"
              key={index}
              data-missing-value=""
              title="Value missing from the address"
              sx={{ border: 1, borderStyle: 'dashed', borderColor: 'text.secondary', px: 0.25 }}
            >
              %s
            </Box>
          ),
        )}
      </code>
    </Box>
  );
}
