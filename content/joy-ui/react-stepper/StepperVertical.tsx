import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';
import LocalShippingRounded from '@mui/icons-material/LocalShippingRounded';

const events = [
  { title: 'Order placed', time: 'May 2, 09:14', done: true },
  { title: 'Packed at the Lisbon warehouse', time: 'May 2, 16:40', done: true },
  { title: 'In transit', time: 'Expected May 4', done: false, current: true },
  { title: 'Delivered', time: '', done: false },
];

export default function StepperVertical() {
  return (
    <Stepper orientation="vertical" aria-label="Delivery status" sx={{ maxWidth: 360 }}>
      {events.map((event) => (
        <Step
          key={event.title}
          completed={event.done}
          active={event.current}
          aria-current={event.current ? 'step' : undefined}
          indicator={
            <StepIndicator
              variant={event.done || event.current ? 'solid' : 'soft'}
              color={event.done ? 'success' : event.current ? 'primary' : 'neutral'}
            >
              {event.done && <CheckRounded />}
              {event.current && <LocalShippingRounded />}
            </StepIndicator>
          }
        >
          <Typography level="title-sm">{event.title}</Typography>
          {event.time && <Typography level="body-xs">{event.time}</Typography>}
        </Step>
      ))}
    </Stepper>
  );
}
