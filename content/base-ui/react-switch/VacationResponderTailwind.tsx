import { useState } from 'react';
import { Switch } from '@mui/base/Switch';

const switchClasses = {
  root: 'group relative inline-block h-6 w-[42px] shrink-0 cursor-pointer',
  track:
    'absolute inset-0 rounded-xl bg-slate-400 transition-colors dark:bg-slate-600 group-[.base--checked]:bg-blue-600 dark:group-[.base--checked]:bg-blue-500 group-[.base--focusVisible]:outline group-[.base--focusVisible]:outline-2 group-[.base--focusVisible]:outline-offset-2 group-[.base--focusVisible]:outline-blue-600 dark:group-[.base--focusVisible]:outline-blue-300',
  thumb:
    'absolute start-[3px] top-[3px] h-[18px] w-[18px] rounded-full bg-white transition-all group-[.base--checked]:start-[21px]',
  input: 'absolute inset-0 z-[1] m-0 h-full w-full cursor-[inherit] opacity-0',
};

export default function VacationResponderTailwind() {
  const [away, setAway] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <label className="flex items-center gap-3 text-sm font-semibold">
        <Switch
          checked={away}
          onChange={(event) => setAway(event.target.checked)}
          slotProps={{
            root: { className: switchClasses.root },
            track: { className: switchClasses.track },
            thumb: { className: switchClasses.thumb },
            input: { className: switchClasses.input },
          }}
        />
        Out-of-office reply
      </label>
      <p className="m-0 text-sm" role="status">
        {away
          ? 'Senders get your out-of-office message until you switch it off.'
          : 'Incoming mail is delivered as usual.'}
      </p>
    </div>
  );
}
