import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const ingredients = [
  'Basil',
  'Cherry tomatoes',
  'Feta',
  'Garlic',
  'Lemon',
  'Mozzarella',
  'Olive oil',
  'Parmesan',
  'Pine nuts',
  'Red onion',
  'Rocket',
  'Spinach',
];

export default function MultipleChips() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 460 }}>
      <Autocomplete
        id="pantry-ingredients"
        multiple
        options={ingredients}
        defaultValue={['Basil', 'Garlic', 'Olive oil']}
        filterSelectedOptions
        limitTags={2}
        renderInput={(params) => (
          <TextField {...params} label="In your pantry" placeholder="Add an ingredient" />
        )}
      />
      <Autocomplete
        id="recipe-tags"
        multiple
        freeSolo
        options={['Vegetarian', 'Quick', 'Gluten free', 'One pot']}
        defaultValue={['Vegetarian', 'Summer']}
        renderTags={(values, getTagProps) =>
          values.map((value, index) => {
            const { key, ...tagProps } = getTagProps({ index });
            return <Chip key={key} variant="outlined" label={value} {...tagProps} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label="Recipe tags"
            placeholder="Type a tag and press Enter"
            variant="filled"
          />
        )}
      />
    </Stack>
  );
}
