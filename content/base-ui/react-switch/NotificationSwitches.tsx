import { Switch, switchClasses } from '@mui/base/Switch';
import { styled } from '@mui/system';

const settings = [
  { id: 'digest', label: 'Weekly email digest', defaultChecked: true, disabled: false },
  {
    id: 'mentions',
    label: 'Push notifications for mentions',
    defaultChecked: false,
    disabled: false,
  },
  {
    id: 'sms',
    label: 'SMS alerts (needs a verified phone)',
    defaultChecked: false,
    disabled: true,
  },
];

const List = styled('div')({ display: 'flex', flexDirection: 'column', gap: 12 });

const Label = styled('label')({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  fontSize: '0.875rem',
});

const StyledSwitch = styled(Switch)(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  width: 42,
  height: 24,
  cursor: 'pointer',
  [`& .${switchClasses.track}`]: {
    position: 'absolute',
    inset: 0,
    borderRadius: 12,
    backgroundColor: '#94a3b8',
    transition: 'background-color 150ms',
    ...theme.applyStyles('dark', { backgroundColor: '#475569' }),
  },
  [`& .${switchClasses.thumb}`]: {
    position: 'absolute',
    top: 3,
    insetInlineStart: 3,
    width: 18,
    height: 18,
    borderRadius: '50%',
    backgroundColor: '#ffffff',
    transition: 'inset-inline-start 150ms',
  },
  [`& .${switchClasses.input}`]: {
    position: 'absolute',
    inset: 0,
    zIndex: 1,
    width: '100%',
    height: '100%',
    margin: 0,
    opacity: 0,
    cursor: 'inherit',
  },
  [`&.${switchClasses.checked} .${switchClasses.track}`]: {
    backgroundColor: '#2563eb',
    ...theme.applyStyles('dark', { backgroundColor: '#3b82f6' }),
  },
  [`&.${switchClasses.checked} .${switchClasses.thumb}`]: { insetInlineStart: 21 },
  [`&.${switchClasses.focusVisible} .${switchClasses.track}`]: {
    outline: '2px solid #2563eb',
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: '#93c5fd' }),
  },
  [`&.${switchClasses.disabled}`]: { opacity: 0.5, cursor: 'not-allowed' },
}));

export default function NotificationSwitches() {
  return (
    <List>
      {settings.map((setting) => (
        <Label key={setting.id}>
          <StyledSwitch defaultChecked={setting.defaultChecked} disabled={setting.disabled} />
          {setting.label}
        </Label>
      ))}
    </List>
  );
}
