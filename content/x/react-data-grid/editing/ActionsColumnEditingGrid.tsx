import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import UndoIcon from '@mui/icons-material/Undo';
import {
  DataGrid,
  GridActionsCellItem,
  GridColDef,
  GridFooterContainer,
  GridPreProcessEditCellProps,
  GridRowEditStopReasons,
  GridRowId,
  GridRowModes,
  GridRowModesModel,
} from '@mui/x-data-grid';
import type {} from '@mui/material/themeCssVarsAugmentation';

declare module '@mui/x-data-grid' {
  interface FooterPropsOverrides {
    rateCount: number;
    message: string;
    onAddRate: () => void;
  }
}

interface ShippingRate {
  id: string;
  carrier: string;
  service: string;
  zone: string;
  maxWeight: number;
  price: number;
  /** Set while a row added from the footer or duplicated has never been saved. */
  draft?: boolean;
}

const CARRIERS = ['DHL Express', 'UPS', 'FedEx', 'La Poste', 'Royal Mail'];
const ZONES = ['Domestic', 'European Union', 'North America', 'Rest of world'];

const initialRates: ShippingRate[] = [
  {
    id: 'r1',
    carrier: 'Royal Mail',
    service: 'Tracked 48',
    zone: 'Domestic',
    maxWeight: 2,
    price: 4.2,
  },
  {
    id: 'r2',
    carrier: 'Royal Mail',
    service: 'Special Delivery',
    zone: 'Domestic',
    maxWeight: 10,
    price: 11.95,
  },
  {
    id: 'r3',
    carrier: 'UPS',
    service: 'Standard',
    zone: 'European Union',
    maxWeight: 10,
    price: 17.5,
  },
  {
    id: 'r4',
    carrier: 'La Poste',
    service: 'Colissimo Europe',
    zone: 'European Union',
    maxWeight: 30,
    price: 32.4,
  },
  {
    id: 'r5',
    carrier: 'FedEx',
    service: 'International Priority',
    zone: 'North America',
    maxWeight: 20,
    price: 89,
  },
  {
    id: 'r6',
    carrier: 'DHL Express',
    service: 'Express Worldwide',
    zone: 'Rest of world',
    maxWeight: 5,
    price: 64.9,
  },
];

const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

/** Flags a value outside [min, max] while the user types. */
const inRange =
  (min: number, max: number) =>
  ({ props }: GridPreProcessEditCellProps) => ({
    ...props,
    error: !(Number(props.value) >= min && Number(props.value) <= max),
  });

function RatesFooter(props: { rateCount: number; message: string; onAddRate: () => void }) {
  const { rateCount, message, onAddRate } = props;
  return (
    <GridFooterContainer sx={{ px: 1, gap: 2 }}>
      <Button size="small" startIcon={<AddIcon />} onClick={onAddRate}>
        Add rate
      </Button>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ flex: 1 }}>
        {message}
      </Typography>
      <Typography variant="body2">{rateCount} rates</Typography>
    </GridFooterContainer>
  );
}

let idCounter = 0;
const newId = () => {
  idCounter += 1;
  return `new-${idCounter}`;
};

export default function ActionsColumnEditingGrid() {
  const [rates, setRates] = React.useState(initialRates);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});
  const [message, setMessage] = React.useState('');

  // Inserts a draft rate at `index` and opens it for editing.
  const insertDraft = (draft: ShippingRate, index: number, fieldToFocus: string) => {
    setRates((previous) => [...previous.slice(0, index), draft, ...previous.slice(index)]);
    setRowModesModel((previous) => ({
      ...previous,
      [draft.id]: { mode: GridRowModes.Edit, fieldToFocus },
    }));
  };

  const addRate = () =>
    insertDraft(
      {
        id: newId(),
        carrier: '',
        service: '',
        zone: 'Domestic',
        maxWeight: 1,
        price: 0,
        draft: true,
      },
      0,
      'carrier',
    );

  const duplicate = (rate: ShippingRate) =>
    insertDraft(
      { ...rate, id: newId(), service: `${rate.service} (copy)`, draft: true },
      rates.findIndex((item) => item.id === rate.id) + 1,
      'service',
    );

  const stopEditing = (id: GridRowId, discard: boolean) => {
    setRowModesModel((previous) => ({
      ...previous,
      [id]: { mode: GridRowModes.View, ignoreModifications: discard },
    }));
    if (discard) {
      // A draft that is cancelled was never a rate: drop it.
      setRates((previous) => previous.filter((rate) => !(rate.id === id && rate.draft)));
    }
  };

  const processRowUpdate = (newRow: ShippingRate) => {
    if (!newRow.carrier || !newRow.service.trim()) {
      throw new Error('Choose a carrier and name the service before saving.');
    }
    if (!(newRow.price > 0)) {
      throw new Error('Enter a price above zero before saving.');
    }
    const saved = { ...newRow, service: newRow.service.trim(), draft: false };
    setRates((previous) => previous.map((rate) => (rate.id === saved.id ? saved : rate)));
    setMessage(`Saved ${saved.carrier} ${saved.service}.`);
    return saved;
  };

  const columns: GridColDef<ShippingRate>[] = [
    {
      field: 'carrier',
      headerName: 'Carrier',
      type: 'singleSelect',
      valueOptions: CARRIERS,
      width: 140,
      editable: true,
    },
    { field: 'service', headerName: 'Service', flex: 1, minWidth: 170, editable: true },
    {
      field: 'zone',
      headerName: 'Zone',
      type: 'singleSelect',
      valueOptions: ZONES,
      width: 150,
      editable: true,
    },
    {
      field: 'maxWeight',
      headerName: 'Up to (kg)',
      type: 'number',
      width: 100,
      editable: true,
      preProcessEditCellProps: inRange(0.1, 30),
    },
    {
      field: 'price',
      headerName: 'Price',
      type: 'number',
      width: 100,
      editable: true,
      preProcessEditCellProps: inRange(0.01, 500),
      valueFormatter: ({ value }) => euros.format(value),
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 100,
      getActions: ({ id, row }) => {
        const name = row.service || 'new rate';
        if (rowModesModel[id]?.mode === GridRowModes.Edit) {
          return [
            <GridActionsCellItem
              key="save"
              icon={<CheckIcon />}
              label={`Save ${name}`}
              color="success"
              onClick={() => stopEditing(id, false)}
            />,
            <GridActionsCellItem
              key="cancel"
              icon={<UndoIcon />}
              label={`Discard changes to ${name}`}
              onClick={() => stopEditing(id, true)}
            />,
          ];
        }
        return [
          <GridActionsCellItem
            key="edit"
            icon={<EditIcon />}
            label={`Edit ${name}`}
            onClick={() =>
              setRowModesModel((previous) => ({ ...previous, [id]: { mode: GridRowModes.Edit } }))
            }
          />,
          <GridActionsCellItem
            key="duplicate"
            icon={<ContentCopyIcon />}
            label="Duplicate"
            showInMenu
            onClick={() => duplicate(row)}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label="Delete"
            showInMenu
            onClick={() => {
              setRates((previous) => previous.filter((rate) => rate.id !== id));
              setMessage(`Deleted ${row.carrier} ${row.service}.`);
            }}
          />,
        ];
      },
    },
  ];

  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        '& .MuiDataGrid-editInputCell.Mui-error': {
          boxShadow: (theme) => `inset 0 0 0 2px ${(theme.vars ?? theme).palette.error.main}`,
        },
      }}
    >
      <DataGrid
        rows={rates}
        columns={columns}
        editMode="row"
        rowModesModel={rowModesModel}
        onRowModesModelChange={setRowModesModel}
        // Leaving the row does not save it: only the Save and Discard actions end an edit.
        onRowEditStop={(params, event) => {
          if (params.reason === GridRowEditStopReasons.rowFocusOut) {
            event.defaultMuiPrevented = true;
          } else if (params.reason === GridRowEditStopReasons.escapeKeyDown && params.row.draft) {
            setRates((previous) => previous.filter((rate) => rate.id !== params.id));
          }
        }}
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={(error: Error) => setMessage(error.message)}
        slots={{ footer: RatesFooter }}
        slotProps={{ footer: { rateCount: rates.length, message, onAddRate: addRate } }}
        aria-label="Shipping rates"
      />
    </Box>
  );
}
