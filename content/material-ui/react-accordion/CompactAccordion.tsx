import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type {} from '@mui/material/themeCssVarsAugmentation';

const folders = [
  { name: 'src', files: ['index.ts', 'server.ts', 'routes.ts'] },
  { name: 'tests', files: ['server.test.ts', 'routes.test.ts'] },
  { name: 'docs', files: ['README.md', 'CHANGELOG.md'] },
];

// A flat, outlined variant: no gaps between open panels, the arrow before the label.
const FlatAccordion = styled(Accordion)(({ theme }) => ({
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  '&:not(:last-of-type)': { borderBottom: 0 },
  '&::before': { display: 'none' },
}));

const FlatSummary = styled(AccordionSummary)(({ theme }) => ({
  flexDirection: 'row-reverse',
  gap: theme.spacing(1),
  minHeight: 40,
  '& .MuiAccordionSummary-content': { margin: theme.spacing(1, 0) },
  '& .MuiAccordionSummary-expandIconWrapper.Mui-expanded': { transform: 'rotate(90deg)' },
  // In a right-to-left theme, the closed arrow points the other way, toward the content.
  ...(theme.direction === 'rtl' && {
    '& .MuiAccordionSummary-expandIconWrapper:not(.Mui-expanded)': { transform: 'rotate(180deg)' },
  }),
}));

export default function CompactAccordion() {
  return (
    <div>
      {folders.map((folder) => (
        <FlatAccordion
          key={folder.name}
          disableGutters
          square
          elevation={0}
          // Closed panels' content is removed from the page, not only hidden.
          slotProps={{ transition: { unmountOnExit: true } }}
        >
          <FlatSummary
            expandIcon={<ChevronRightIcon />}
            id={`folder-${folder.name}-header`}
            aria-controls={`folder-${folder.name}-content`}
          >
            <Typography variant="body2">{folder.name}</Typography>
          </FlatSummary>
          <AccordionDetails sx={{ pt: 0 }}>
            {folder.files.map((file) => (
              <Typography
                key={file}
                variant="body2"
                color="text.secondary"
                sx={{ paddingInlineStart: 4 }}
              >
                {file}
              </Typography>
            ))}
          </AccordionDetails>
        </FlatAccordion>
      ))}
    </div>
  );
}
