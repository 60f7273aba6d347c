import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCopyFeedback, type CopyState } from '../../shared/useCopyFeedback';
import { EDITOR_TEXT_STYLE } from '../../shared/editorTextStyle';
import { BUILDER_STRINGS as S } from './builderStrings';

/** A copy button's label for its state: "Copy", "Copied" or "Copy failed". */
export function copyLabel(idle: string, state: CopyState): string {
  return state === 'copied' ? S.copied : state === 'error' ? S.copyFailed : idle;
}

/** The exported module, as plain code (it changes on every edit), with a Copy button. */
export function ThemeCodeBlock({ code }: { code: string }) {
  const { copyState, copy } = useCopyFeedback();
  return (
    <Box
      component="section"
      aria-labelledby="theme-builder-code-heading"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id="theme-builder-code-heading" component="h3" variant="subtitle2">
          {S.codeHeading}
        </Typography>
        <Button size="small" variant="outlined" onClick={() => copy(code)} aria-live="polite">
          {copyLabel(S.copyCode, copyState)}
        </Button>
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        aria-label={S.codeLabel}
        data-theme-code=""
        sx={{ ...EDITOR_TEXT_STYLE, overflowX: 'auto', bgcolor: 'action.hover' }}
      >
        <code>{code}</code>
      </Box>
    </Box>
  );
}
