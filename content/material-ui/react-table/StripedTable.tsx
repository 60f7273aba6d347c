import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { tableCellClasses } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { styled } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

const HeaderCell = styled(TableCell)(({ theme }) => ({
  [`&.${tableCellClasses.head}`]: {
    backgroundColor: (theme.vars ?? theme).palette.primary.main,
    color: (theme.vars ?? theme).palette.primary.contrastText,
    fontWeight: theme.typography.fontWeightBold,
  },
}));

const StripedRow = styled(TableRow)(({ theme }) => ({
  '&:nth-of-type(even)': {
    backgroundColor: (theme.vars ?? theme).palette.action.hover,
  },
  '&:last-of-type td, &:last-of-type th': {
    borderBottom: 0,
  },
}));

interface Plan {
  name: string;
  seats: string;
  storage: string;
  support: string;
  price: string;
}

const plans: Plan[] = [
  { name: 'Starter', seats: '3', storage: '10 GB', support: 'Community forum', price: '$0' },
  { name: 'Team', seats: '25', storage: '250 GB', support: 'Email, 2 business days', price: '$49' },
  {
    name: 'Business',
    seats: '100',
    storage: '2 TB',
    support: 'Email and chat, 24 h',
    price: '$189',
  },
  {
    name: 'Enterprise',
    seats: 'Unlimited',
    storage: 'Unlimited',
    support: 'Dedicated manager',
    price: 'Contact us',
  },
];

export default function StripedTable() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table sx={{ minWidth: 600 }} aria-label="Plan comparison">
        <TableHead>
          <TableRow>
            <HeaderCell>Plan</HeaderCell>
            <HeaderCell align="right">Seats</HeaderCell>
            <HeaderCell align="right">Storage</HeaderCell>
            <HeaderCell>Support</HeaderCell>
            <HeaderCell align="right">Per month</HeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {plans.map((plan) => (
            <StripedRow key={plan.name}>
              <TableCell component="th" scope="row">
                {plan.name}
              </TableCell>
              <TableCell align="right">{plan.seats}</TableCell>
              <TableCell align="right">{plan.storage}</TableCell>
              <TableCell>{plan.support}</TableCell>
              <TableCell align="right">{plan.price}</TableCell>
            </StripedRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
