import { useState } from 'react';
import { useButton } from '@mui/base/useButton';
import { styled } from '@mui/system';

// A toggle built on useButton: the hook supplies focus-visible and active state,
// the component adds aria-pressed and its own markup.
function FollowButton({ name }: { name: string }) {
  const [following, setFollowing] = useState(false);
  const { getRootProps, active, focusVisible } = useButton();
  return (
    <Pill
      {...getRootProps({ onClick: () => setFollowing((value) => !value) })}
      aria-pressed={following}
      data-active={active}
      data-focus-visible={focusVisible}
    >
      {following && <span aria-hidden>✓ </span>}
      Follow {name}
    </Pill>
  );
}

export default function UseButtonFollowToggle() {
  return (
    <Row>
      <FollowButton name="Ada" />
      <FollowButton name="Grace" />
    </Row>
  );
}

const Row = styled('div')({ display: 'flex', flexWrap: 'wrap', gap: 12 });

// Blue 800 on light backgrounds, blue 200 on dark ones: both above 4.5:1 for the label.
const accent = { light: '#1565c0', dark: '#90caf9' };

const Pill = styled('button')(({ theme }) => ({
  padding: '6px 16px',
  borderRadius: 999,
  border: `1px solid ${accent.light}`,
  backgroundColor: 'transparent',
  color: accent.light,
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  cursor: 'pointer',
  transition: 'transform 100ms',
  '&[aria-pressed="true"]': {
    backgroundColor: accent.light,
    color: '#ffffff',
    ...theme.applyStyles('dark', { backgroundColor: accent.dark, color: '#0b1117' }),
  },
  '&[data-active="true"]': { transform: 'scale(0.96)' },
  '&[data-focus-visible="true"]': {
    outline: '3px solid #1e88e5',
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: '#90caf9' }),
  },
  ...theme.applyStyles('dark', { borderColor: accent.dark, color: accent.dark }),
}));
