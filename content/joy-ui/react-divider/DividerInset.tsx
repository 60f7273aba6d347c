import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function DividerInset() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 320 }}>
      <CardContent>
        <Typography level="title-md">Weekly report</Typography>
        <Typography level="body-sm">Sent every Monday to 4 people.</Typography>
      </CardContent>
      <Divider />
      <CardContent>
        <Typography level="body-sm">
          In a card, a divider runs from edge to edge, through the padding.
        </Typography>
      </CardContent>
      <Divider inset="none" />
      <CardContent>
        <Typography level="body-sm">
          With <code>inset=&quot;none&quot;</code>, this one stops at the padding.
        </Typography>
      </CardContent>
    </Card>
  );
}
