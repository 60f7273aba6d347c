import Box from '@mui/system/Box';
import Grid from '@mui/system/Unstable_Grid';

const courses = [
  { title: 'Intro to TypeScript', lessons: 12 },
  { title: 'React state, deeply', lessons: 18 },
  { title: 'Accessible forms', lessons: 9 },
  { title: 'CSS layout in practice', lessons: 14 },
  { title: 'Testing user flows', lessons: 11 },
  { title: 'Shipping to production', lessons: 7 },
];

export default function ResponsiveCards() {
  return (
    <Grid container spacing={2}>
      {courses.map((course) => (
        <Grid key={course.title} xs={12} sm={6} md={4}>
          <Box
            sx={{ height: 1, p: 2, border: '1px solid rgba(128, 128, 128, 0.4)', borderRadius: 2 }}
          >
            <Box sx={{ fontWeight: 600 }}>{course.title}</Box>
            <Box sx={{ fontSize: 14 }}>{course.lessons} lessons</Box>
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
