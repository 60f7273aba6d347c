import * as React from 'react';
import Button, { ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

// Generic over the root element: the props of `component` are accepted and checked.
type ActionButtonProps<C extends React.ElementType> = ButtonProps<C, { component?: C }> & {
  external?: boolean;
};

function ActionButton<C extends React.ElementType = 'button'>({
  external = false,
  ...props
}: ActionButtonProps<C>) {
  return (
    <Button variant="outlined" endIcon={external ? <OpenInNewIcon /> : undefined} {...props} />
  );
}

export default function TypedComponentProp() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <ActionButton onClick={() => {}} startIcon={<DownloadIcon />}>
        Export report
      </ActionButton>
      {/* `href`, `target` and `rel` type-check because component="a" */}
      <ActionButton
        component="a"
        href="https://m2.material.io/"
        target="_blank"
        rel="noreferrer"
        external
      >
        Material Design 2
      </ActionButton>
    </Stack>
  );
}
