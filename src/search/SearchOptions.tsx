import Box from '@mui/material/Box';
import { PageBadges } from '../shared/PageBadges';
import { PRODUCTS } from '../products';
import { useTranslate } from '../i18n';
import { showsText } from './searchDocument';
import type { PaletteOption } from './useSearchPalette';

const GROUP_LABELS = {
  results: 'search.results',
  recent: 'search.recent',
  quick: 'search.quickLinks',
} as const;

function productName(option: PaletteOption): string | null {
  const id = option.document?.product;
  return PRODUCTS.find((product) => product.id === id)?.name ?? null;
}

interface SearchOptionsProps {
  id: string;
  options: readonly PaletteOption[];
  active: number;
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  onPick: (option: PaletteOption) => void;
}

/** The palette's listbox: options grouped (results, or recent picks then quick links). */
export function SearchOptions({
  id,
  options,
  active,
  optionId,
  onHover,
  onPick,
}: SearchOptionsProps) {
  const t = useTranslate();
  const groups = (['results', 'recent', 'quick'] as const)
    .map((group) => ({
      group,
      indexes: options.flatMap((option, index) => (option.group === group ? [index] : [])),
    }))
    .filter((entry) => entry.indexes.length > 0);
  return (
    <Box
      component="div"
      role="listbox"
      id={id}
      aria-label={t('search.results')}
      sx={{ overflowY: 'auto', px: 1, pb: 1 }}
    >
      {groups.map(({ group, indexes }) => (
        <Box key={group} role="group" aria-labelledby={`${id}-${group}`}>
          <Box
            id={`${id}-${group}`}
            role="presentation"
            sx={{
              px: 1,
              pt: 1.5,
              pb: 0.5,
              fontSize: '0.75rem',
              fontWeight: 700,
              color: 'text.secondary',
            }}
          >
            {t(GROUP_LABELS[group])}
          </Box>
          {indexes.map((index) => {
            const option = options[index];
            const product = productName(option);
            return (
              <Box
                key={option.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                data-url={option.url}
                onMouseMove={() => onHover(index)}
                onClick={() => onPick(option)}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  px: 1.5,
                  py: 1,
                  borderRadius: 1,
                  cursor: 'pointer',
                  bgcolor: index === active ? 'action.selected' : 'transparent',
                }}
              >
                <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                  <Box
                    sx={{
                      fontWeight: 600,
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {option.title}
                  </Box>
                  <Box
                    sx={{
                      fontSize: '0.8rem',
                      color: 'text.secondary',
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {showsText(option) ? option.document?.text || option.url : option.page}
                  </Box>
                </Box>
                {product ? (
                  <Box
                    component="span"
                    sx={{ fontSize: '0.7rem', color: 'text.secondary', whiteSpace: 'nowrap' }}
                  >
                    {product}
                  </Box>
                ) : null}
                {option.document?.plan ? (
                  <PageBadges
                    page={{ plan: option.document.plan, planned: false, newFeature: false }}
                  />
                ) : null}
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
