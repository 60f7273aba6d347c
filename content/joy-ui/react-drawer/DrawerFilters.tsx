import * as React from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Drawer from '@mui/joy/Drawer';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import TuneRounded from '@mui/icons-material/TuneRounded';

const amenities = ['Free cancellation', 'Breakfast included', 'Pet friendly', 'Pool'];

export default function DrawerFilters() {
  const [open, setOpen] = React.useState(false);
  const [price, setPrice] = React.useState<number[]>([80, 240]);
  const [selected, setSelected] = React.useState<string[]>(['Free cancellation']);

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button variant="soft" startDecorator={<TuneRounded />} onClick={() => setOpen(true)}>
        Filters ({selected.length + 1})
      </Button>
      <Typography level="body-sm">
        ${price[0]} to ${price[1]} a night
        {selected.length > 0 ? `, ${selected.join(', ').toLowerCase()}` : ''}
      </Typography>
      <Drawer
        anchor="right"
        size="md"
        variant="plain"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          content: { sx: { bgcolor: 'transparent', p: { md: 2, sm: 0 }, boxShadow: 'none' } },
        }}
      >
        <Sheet
          sx={{
            borderRadius: 'md',
            p: 2,
            display: 'flex',
            flexDirection: 'column',
            gap: 2,
            height: '100%',
            overflow: 'auto',
          }}
        >
          <DialogTitle>Filters</DialogTitle>
          <ModalClose aria-label="Close the filters" />
          <Divider />
          <DialogContent sx={{ gap: 3 }}>
            <FormControl>
              <FormLabel>Price per night</FormLabel>
              <Slider
                value={price}
                onChange={(_event, value) => setPrice(value as number[])}
                min={0}
                max={500}
                step={10}
                valueLabelDisplay="auto"
                getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
                sx={{ mx: 1, width: 'auto' }}
              />
            </FormControl>
            <div role="group" aria-labelledby="amenities-label">
              <Typography id="amenities-label" level="title-sm" sx={{ mb: 1 }}>
                Amenities
              </Typography>
              <Stack spacing={1}>
                {amenities.map((amenity) => (
                  <Checkbox
                    key={amenity}
                    label={amenity}
                    checked={selected.includes(amenity)}
                    onChange={(event) =>
                      setSelected((current) =>
                        event.target.checked
                          ? [...current, amenity]
                          : current.filter((item) => item !== amenity),
                      )
                    }
                  />
                ))}
              </Stack>
            </div>
          </DialogContent>
          <Divider />
          <Stack direction="row" justifyContent="space-between">
            <Button
              variant="plain"
              color="neutral"
              onClick={() => {
                setPrice([0, 500]);
                setSelected([]);
              }}
            >
              Clear all
            </Button>
            <Button onClick={() => setOpen(false)}>Show 86 stays</Button>
          </Stack>
        </Sheet>
      </Drawer>
    </Stack>
  );
}
