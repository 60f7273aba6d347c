import Box from '@mui/material/Box';
import { TEXT_MAY_DIFFER_FROM_SERVER } from '../../hydration';
import type { ThemeTreeNode } from './themeTree';
import { isExpandable } from './themeTree';

interface ThemeTreeListProps {
  nodes: readonly ThemeTreeNode[];
  expanded: ReadonlySet<string>;
  matches: ReadonlySet<string>;
  onToggle: (path: string) => void;
  label?: string;
}

const VALUE_COLORS: Record<string, string> = {
  string: 'success.main',
  number: 'info.main',
  boolean: 'warning.main',
  function: 'secondary.main',
};

function Entry({ node, match }: { node: ThemeTreeNode; match: boolean }) {
  return (
    <>
      <Box component="span" sx={{ fontWeight: match ? 700 : 400 }} data-path={node.path}>
        {node.key}
      </Box>
      {': '}
      <Box
        component="span"
        {...TEXT_MAY_DIFFER_FROM_SERVER}
        sx={{ color: VALUE_COLORS[node.kind] ?? 'text.secondary', wordBreak: 'break-word' }}
      >
        {node.value}
      </Box>
    </>
  );
}

/**
 * One level of the tree as a list. A container is a button (Enter or Space
 * toggles it, `aria-expanded` tells its state); its entries render only when open.
 */
export function ThemeTreeList({ nodes, expanded, matches, onToggle, label }: ThemeTreeListProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, pl: label ? 0 : 2.5, fontFamily: 'monospace', fontSize: 13 }}
    >
      {nodes.map((node) => {
        const open = expanded.has(node.path);
        return (
          <Box component="li" key={node.path} sx={{ py: 0.25 }}>
            {isExpandable(node) ? (
              <>
                <Box
                  component="button"
                  type="button"
                  aria-expanded={open}
                  onClick={() => onToggle(node.path)}
                  sx={{
                    all: 'unset',
                    cursor: 'pointer',
                    borderRadius: 0.5,
                    pr: 0.5,
                    '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
                    '&:hover': { bgcolor: 'action.hover' },
                  }}
                >
                  <Box
                    component="span"
                    aria-hidden
                    sx={{
                      display: 'inline-block',
                      width: '1.25em',
                      transition: 'transform 120ms',
                      transform: open ? 'rotate(90deg)' : 'none',
                      '[dir="rtl"] &': { transform: open ? 'rotate(90deg)' : 'scaleX(-1)' },
                    }}
                  >
                    ▸
                  </Box>
                  <Entry node={node} match={matches.has(node.path)} />
                </Box>
                {open ? (
                  <ThemeTreeList
                    nodes={node.children}
                    expanded={expanded}
                    matches={matches}
                    onToggle={onToggle}
                  />
                ) : null}
              </>
            ) : (
              <Box sx={{ pl: '1.25em' }}>
                <Entry node={node} match={matches.has(node.path)} />
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
