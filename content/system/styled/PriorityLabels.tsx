import { styled } from '@mui/system';

type Priority = 'low' | 'normal' | 'high';

const Label = styled('span')<{ priority: Priority; pinned?: boolean }>({
  display: 'inline-block',
  padding: '2px 10px',
  borderRadius: 6,
  fontSize: 13,
  fontWeight: 600,
  border: '1px solid currentColor',
  variants: [
    { props: { priority: 'low' }, style: { opacity: 0.8 } },
    {
      props: { priority: 'high' },
      style: { color: '#ffffff', background: '#b71c1c', borderColor: '#b71c1c' },
    },
    // A function matches on any combination of props.
    {
      props: ({ pinned }: { pinned?: boolean }) => Boolean(pinned),
      style: { boxShadow: '0 0 0 2px #f9a825' },
    },
  ],
});

const tasks: { title: string; priority: Priority; pinned?: boolean }[] = [
  { title: 'Renew the TLS certificate', priority: 'high', pinned: true },
  { title: 'Update the onboarding guide', priority: 'normal' },
  { title: 'Tidy the design tokens', priority: 'low' },
];

export default function PriorityLabels() {
  return (
    <ul style={{ display: 'grid', gap: 12, listStyle: 'none', margin: 0, padding: 0 }}>
      {tasks.map((task) => (
        <li key={task.title} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Label
            priority={task.priority}
            pinned={task.pinned}
            sx={{ minWidth: 64, textAlign: 'center' }}
          >
            {task.priority}
          </Label>
          {task.title}
          {task.pinned && ' (pinned)'}
        </li>
      ))}
    </ul>
  );
}
