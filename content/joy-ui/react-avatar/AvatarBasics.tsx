import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';

// A drawn portrait as an SVG data URI, so the demo needs no network.
const portrait = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80">
    <rect width="80" height="80" fill="#F4C7A1"/>
    <circle cx="40" cy="34" r="16" fill="#8D5524"/>
    <path d="M12 80 C14 58 66 58 68 80 Z" fill="#2F6FA8"/>
    <path d="M22 30 C22 10 58 10 58 30 C54 22 26 22 22 30 Z" fill="#2B1B0F"/>
  </svg>`,
)}`;

export default function AvatarBasics() {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      <Avatar src={portrait} alt="Tomás Herrera" />
      <Avatar>TH</Avatar>
      <Avatar alt="Rosa Martins" />
      <Avatar role="img" aria-label="Support team">
        <SupportAgentRounded />
      </Avatar>
      <Avatar />
    </Box>
  );
}
