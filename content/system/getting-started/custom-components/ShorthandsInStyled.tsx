import { styled } from '@mui/system';

// theme.unstable_sx converts an sx object, so styled() can use the shorthands too.
const Callout = styled('aside')(({ theme }) =>
  theme.unstable_sx({
    p: 2,
    pl: { xs: 2, sm: 3 },
    my: 1,
    borderRadius: 1, // theme.shape.borderRadius (4px by default)
    borderLeft: 4, // 4px solid
    borderColor: '#0277bd',
    bgcolor: 'rgba(2, 119, 189, 0.08)',
    ...theme.applyStyles('dark', { bgcolor: 'rgba(2, 119, 189, 0.2)' }),
  }),
);

export default function ShorthandsInStyled() {
  return (
    <Callout>
      Deployments are paused from Friday 18:00 until Monday 08:00 while the database is upgraded.
    </Callout>
  );
}
