import TableIcon from '@mui/icons-material/TableRowsOutlined';
import CollapsedIcon from '@mui/icons-material/UnfoldLess';
import ExpandedIcon from '@mui/icons-material/UnfoldMore';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslate } from '../../i18n';
import type { ApiLayout } from '../../settings/apiDisplay';

/**
 * The layouts of a section, as a controlled toggle group (a null change is ignored): the two
 * lists, and the table where the screen is wide enough for one.
 */
export function ApiLayoutToggle({
  value,
  onChange,
  sectionTitle,
  withTable,
}: {
  value: ApiLayout;
  onChange: (layout: ApiLayout | null) => void;
  sectionTitle: string;
  withTable: boolean;
}) {
  const t = useTranslate();
  const options = [
    { value: 'collapsed' as const, label: t('api.layout.collapsed'), icon: <CollapsedIcon /> },
    { value: 'expended' as const, label: t('api.layout.expanded'), icon: <ExpandedIcon /> },
    { value: 'table' as const, label: t('api.layout.table'), icon: <TableIcon /> },
  ].filter((option) => withTable || option.value !== 'table');
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label={t('api.layout.label', { section: sectionTitle })}
      onChange={(_event, next: ApiLayout | null) => onChange(next)}
      sx={{ flexWrap: 'wrap' }}
    >
      {options.map((option) => (
        <ToggleButton
          key={option.value}
          value={option.value}
          data-layout={option.value}
          sx={{ gap: 0.75, px: 1.25, py: 0.25, textTransform: 'none', fontSize: '0.8rem' }}
        >
          {option.icon}
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
