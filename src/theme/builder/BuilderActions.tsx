import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCopyFeedback } from '../../shared/useCopyFeedback';
import { BUILDER_STRINGS as S } from './builderStrings';
import { copyLabel } from './ThemeCodeBlock';

interface BuilderActionsProps {
  /** The page's address with the builder's state (see `useUrlState`). */
  shareUrl: () => string;
  onReset: () => void;
}

/** A theme builder's "Copy link" and "Reset" buttons. */
export function BuilderActions({ shareUrl, onReset }: BuilderActionsProps) {
  const link = useCopyFeedback();
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      <Button variant="outlined" onClick={() => link.copy(shareUrl())}>
        {copyLabel(S.copyLink, link.copyState)}
      </Button>
      <Button variant="text" onClick={onReset}>
        {S.reset}
      </Button>
    </Stack>
  );
}
