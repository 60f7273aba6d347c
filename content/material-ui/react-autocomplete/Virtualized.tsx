import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { flushSync } from 'react-dom';
import { FixedSizeList, ListChildComponentProps } from 'react-window';

const ROW_HEIGHT = 40;
const VISIBLE_ROWS = 8;

// 10,000 product SKUs, built from fixed lists so the server and the browser agree.
const colors = [
  'Black',
  'White',
  'Navy',
  'Olive',
  'Sand',
  'Rust',
  'Slate',
  'Teal',
  'Plum',
  'Coral',
];
const products = ['Hoodie', 'T-shirt', 'Jacket', 'Sneaker', 'Cap', 'Backpack', 'Scarf', 'Sock'];
const skus = Array.from({ length: 10000 }, (_, index) => {
  const color = colors[index % colors.length];
  const product = products[Math.floor(index / colors.length) % products.length];
  return `SKU-${String(index + 1).padStart(5, '0')} ${color} ${product}`;
});

// Lets the Autocomplete scroll the list to the option the keyboard highlights.
const ListScrollContext = React.createContext<React.RefObject<FixedSizeList>>({ current: null });
// The props the Autocomplete gives its listbox (role, id, handlers, class).
const ListboxPropsContext = React.createContext<React.HTMLAttributes<HTMLElement>>({});

function Row({ data, index, style }: ListChildComponentProps<React.ReactElement[]>) {
  return React.cloneElement(data[index], { style });
}

// react-window's scrolling element becomes the listbox.
const OuterElement = React.forwardRef<HTMLDivElement, React.HTMLAttributes<HTMLDivElement>>(
  function OuterElement(props, ref) {
    const listboxProps = React.useContext(ListboxPropsContext);
    return <div ref={ref} {...props} {...listboxProps} />;
  },
);

// The list of rows adds no list semantics between the listbox and its options.
const InnerElement = React.forwardRef<HTMLUListElement, React.HTMLAttributes<HTMLUListElement>>(
  function InnerElement(props, ref) {
    return <ul ref={ref} role="presentation" {...props} style={{ ...props.style, margin: 0 }} />;
  },
);

const VirtualListbox = React.forwardRef<HTMLDivElement, React.HTMLAttributes<HTMLElement>>(
  function VirtualListbox(props, ref) {
    const { children, ...listboxProps } = props;
    const items = React.Children.toArray(children) as React.ReactElement[];
    const listRef = React.useContext(ListScrollContext);
    const height = Math.min(items.length, VISIBLE_ROWS) * ROW_HEIGHT;

    return (
      <div ref={ref}>
        <ListboxPropsContext.Provider value={listboxProps}>
          <FixedSizeList
            ref={listRef}
            height={height}
            width="100%"
            itemSize={ROW_HEIGHT}
            itemCount={items.length}
            itemData={items}
            outerElementType={OuterElement}
            innerElementType={InnerElement}
            overscanCount={5}
          >
            {Row}
          </FixedSizeList>
        </ListboxPropsContext.Provider>
      </div>
    );
  },
);

const filter = createFilterOptions<string>();

export default function Virtualized() {
  const listRef = React.useRef<FixedSizeList>(null);
  // The options the list shows, kept to find the highlighted option's row.
  const shownRef = React.useRef<string[]>([]);

  return (
    <ListScrollContext.Provider value={listRef}>
      <Autocomplete
        id="sku-search"
        sx={{ maxWidth: 380 }}
        disableListWrap
        options={skus}
        filterOptions={(options, state) => {
          shownRef.current = filter(options, state);
          return shownRef.current;
        }}
        onKeyDown={(event) => {
          // Home and End jump past the rendered rows: render the target row first,
          // since the Autocomplete only highlights options that are in the page.
          const lastRow = shownRef.current.length - 1;
          const target = event.key === 'Home' ? 0 : event.key === 'End' ? lastRow : undefined;
          if (target !== undefined && target >= 0) {
            flushSync(() => listRef.current?.scrollToItem(target));
          }
        }}
        onHighlightChange={(_event, option, reason) => {
          if (option !== null && reason === 'keyboard') {
            // Render the row now, so the Autocomplete finds it and marks it highlighted.
            flushSync(() => listRef.current?.scrollToItem(shownRef.current.indexOf(option)));
          }
        }}
        ListboxComponent={VirtualListbox}
        renderOption={(props, option) => {
          const { key, ...optionProps } = props;
          return (
            <li key={key} {...optionProps}>
              {option}
            </li>
          );
        }}
        renderInput={(params) => (
          <TextField {...params} label="Product SKU" helperText="10,000 options" />
        )}
      />
    </ListScrollContext.Provider>
  );
}
