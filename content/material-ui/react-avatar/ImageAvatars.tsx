import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

/** A small illustrated portrait as an SVG data URL, so the demo needs no image host. */
function portrait(background: string, skin: string, hair: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="${background}"/><path d="M12 80c2-18 14-26 28-26s26 8 28 26z" fill="${hair}"/><circle cx="40" cy="34" r="16" fill="${skin}"/><path d="M23 32c0-12 8-18 17-18s17 6 17 18c-4-6-10-9-17-9s-13 3-17 9z" fill="${hair}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const people = [
  { name: 'Inés Calderón', src: portrait('#90caf9', '#e0ac69', '#3e2723') },
  { name: 'Kwame Asante', src: portrait('#a5d6a7', '#8d5524', '#212121') },
  { name: 'Saoirse Byrne', src: portrait('#ffcc80', '#f1c27d', '#bf360c') },
];

export default function ImageAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      {people.map((person) => (
        <Avatar key={person.name} alt={person.name} src={person.src} />
      ))}
    </Stack>
  );
}
