import { Switch } from '@mui/base/Switch';

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

// The root carries Base UI's state classes; `group-[.base--checked]:` styles its parts from them.
const switchClasses = {
  root: 'group relative inline-block h-6 w-[42px] shrink-0 cursor-pointer [&.base--disabled]:cursor-not-allowed [&.base--disabled]:opacity-50',
  track:
    'absolute inset-0 rounded-xl bg-slate-400 transition-colors dark:bg-slate-600 group-[.base--checked]:bg-blue-600 dark:group-[.base--checked]:bg-blue-500 group-[.base--focusVisible]:outline group-[.base--focusVisible]:outline-2 group-[.base--focusVisible]:outline-offset-2 group-[.base--focusVisible]:outline-blue-600 dark:group-[.base--focusVisible]:outline-blue-300',
  thumb:
    'absolute start-[3px] top-[3px] h-[18px] w-[18px] rounded-full bg-white transition-all group-[.base--checked]:start-[21px]',
  input: 'absolute inset-0 z-[1] m-0 h-full w-full cursor-[inherit] opacity-0',
};

export default function NotificationSwitchesTailwind() {
  return (
    <div className="flex flex-col gap-3">
      {settings.map((setting) => (
        <label key={setting.id} className="flex items-center gap-3 text-sm">
          <Switch
            defaultChecked={setting.defaultChecked}
            disabled={setting.disabled}
            slotProps={{
              root: { className: switchClasses.root },
              track: { className: switchClasses.track },
              thumb: { className: switchClasses.thumb },
              input: { className: switchClasses.input },
            }}
          />
          {setting.label}
        </label>
      ))}
    </div>
  );
}
