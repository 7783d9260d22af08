import { useState } from 'react';
import { DateInput, type DateInputProps } from '@mantine/dates';

/**
 * A DateInput that leaves Escape to its calendar while the calendar is open. Mantine's Modal closes on an Escape it
 * sees first (a window listener in the capture phase) unless the key's target carries
 * data-mantine-stop-propagation, as its own Select sets while open; without it, Escape in a date field shut the
 * whole dialog and lost what was typed. The second Escape, with the calendar closed, reaches the dialog as usual.
 */
export function ModalDateInput({ popoverProps, ...props }: DateInputProps) {
  const [calendarOpen, setCalendarOpen] = useState(false);
  return (
    <DateInput
      {...props}
      data-mantine-stop-propagation={calendarOpen ? 'true' : undefined}
      popoverProps={{
        ...popoverProps,
        onOpen: () => {
          setCalendarOpen(true);
          popoverProps?.onOpen?.();
        },
        onClose: () => {
          setCalendarOpen(false);
          popoverProps?.onClose?.();
        },
      }}
    />
  );
}
