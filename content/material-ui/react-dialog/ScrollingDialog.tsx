import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const sections = [
  [
    'Your account',
    'You are responsible for the activity on your account and for keeping your password safe. Tell us at once if you suspect someone else is using it.',
  ],
  [
    'Your content',
    'You keep the rights to the files you upload. You give us the permission we need to store, back up and show them to the people you share them with.',
  ],
  [
    'Acceptable use',
    'Do not use the service to send spam, to break the law, or to probe or overload our systems. We may suspend accounts that do.',
  ],
  [
    'Payments',
    'Paid plans renew each month or each year until you cancel. Refunds follow the policy of the plan you bought.',
  ],
  [
    'Privacy',
    'We process personal data as our privacy notice describes. You can export or delete your data from the account settings.',
  ],
  [
    'Availability',
    'We aim for 99.9% monthly uptime and announce planned maintenance at least 48 hours ahead on the status page.',
  ],
  [
    'Changes to these terms',
    'We email you 30 days before a change that affects your rights. Continuing to use the service after that date means you accept it.',
  ],
  [
    'Support',
    'Every plan includes email support. Business plans add a named contact and answers within four working hours.',
  ],
  [
    'Third-party services',
    'Integrations you turn on are run by their providers under their own terms. We are not responsible for how they handle your data.',
  ],
  [
    'Liability',
    'Our total liability in a year is limited to what you paid us in the twelve months before the claim, except where the law does not allow a limit.',
  ],
  [
    'Governing law',
    'These terms are governed by the laws of Ireland. Disputes go to the courts of Dublin unless your local law gives you another choice.',
  ],
  [
    'Ending the agreement',
    'You can close your account at any time. We may close it after a serious or repeated breach of these terms, and tell you why.',
  ],
] as const;

export default function ScrollingDialog() {
  const [open, setOpen] = React.useState(false);
  const [scroll, setScroll] = React.useState<DialogProps['scroll']>('paper');

  const openWith = (mode: DialogProps['scroll']) => () => {
    setScroll(mode);
    setOpen(true);
  };

  return (
    <Stack direction="row" spacing={2}>
      <Button variant="outlined" onClick={openWith('paper')}>
        scroll=&quot;paper&quot;
      </Button>
      <Button variant="outlined" onClick={openWith('body')}>
        scroll=&quot;body&quot;
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        scroll={scroll}
        aria-describedby="terms-dialog-content"
      >
        <DialogTitle>Terms of service</DialogTitle>
        <DialogContent dividers={scroll === 'paper'} id="terms-dialog-content">
          {sections.map(([heading, text], index) => (
            <React.Fragment key={heading}>
              <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
                {index + 1}. {heading}
              </Typography>
              <Typography variant="body2" color="text.secondary" paragraph>
                {text}
              </Typography>
            </React.Fragment>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Decline</Button>
          <Button variant="contained" onClick={() => setOpen(false)}>
            Accept
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
