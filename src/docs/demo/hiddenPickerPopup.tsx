import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useEffect } from 'react';

export interface HiddenPickerPopupProps {
  /** Called once the popup has been committed. */
  onRendered: () => void;
}

function ignoreClose() {}

/**
 * A desktop date picker, open, for PickerPopupWarmUp: its popup is the calendar a picker demo
 * opens (the day grid, the month header and its buttons, the paper, the transition), with the
 * Day.js adapter that the demos use. The popup stays inside the detached container it is
 * rendered in (`disablePortal`), and its focus trap is switched off, so it never reaches for the
 * reader's focus.
 */
export function HiddenPickerPopup({ onRendered }: HiddenPickerPopupProps) {
  useEffect(onRendered, [onRendered]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DesktopDatePicker
        open
        onClose={ignoreClose}
        slotProps={{
          popper: { disablePortal: true },
          desktopTrapFocus: { isEnabled: () => false },
        }}
      />
    </LocalizationProvider>
  );
}
